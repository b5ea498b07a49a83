import Image from "next/image";
import { Compass } from "@/components/icons";

import { cn } from "@/lib/utils";
import { shownPicture, type PagePictures } from "@/lib/media/pictures";
import { TabsContent } from "@/components/ui/tabs";
import { AmenityIcon } from "@/components/hotels/detail/amenity-icon";

/*
 * The parts of the detail pages' tabs (hotel, guest house): a tab's panel, a titled section, named
 * features as tiles, and a photo gallery.
 */

/** A tab's panel: rendered on the server with every other tab, shown only when its tab is chosen. */
export function DetailTab({
  value,
  className,
  children,
}: {
  value: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <TabsContent value={value} forceMount className={cn(className, "data-[state=inactive]:hidden")}>
      {children}
    </TabsContent>
  );
}

/** A section of a tab, named by its heading (`headingId`). */
export function DetailSection({
  headingId,
  title,
  gap = "gap-4",
  children,
}: {
  headingId: string;
  title: React.ReactNode;
  gap?: "gap-3" | "gap-4" | "gap-5";
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className={cn("flex flex-col", gap)}>
      <h2 id={headingId} className="text-xl font-semibold tracking-tight sm:text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

const TILE = "flex items-center rounded-xl border border-border/70 bg-card shadow-soft";

/**
 * Named features as tiles, or `empty` when there are none. `amenity`: a hotel's amenities, large,
 * each 'Available for all guests'; `facility`: a guest house's facilities; `activity`: its
 * activities. Amenities and facilities get an icon chosen by keyword.
 */
export function FeatureList({
  items,
  kind,
  empty,
  testId,
}: {
  items: string[];
  kind: "amenity" | "facility" | "activity";
  empty: string;
  testId: string;
}) {
  if (!items.length) return <p className="text-muted-foreground">{empty}</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2" data-testid={testId}>
      {items.map((item) =>
        kind === "amenity" ? (
          <li key={item} className={cn(TILE, "gap-4 p-4")}>
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
              <AmenityIcon name={item} className="size-5" />
            </span>
            <div>
              <p className="font-semibold">{item}</p>
              <p className="text-sm text-muted-foreground">Available for all guests</p>
            </div>
          </li>
        ) : (
          <li key={item} className={cn(TILE, "gap-3 p-3.5")}>
            {kind === "facility" ? (
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
                <AmenityIcon name={item} className="size-4" />
              </span>
            ) : (
              <Compass className="size-5 shrink-0 text-primary" aria-hidden="true" />
            )}
            <span className="font-medium">{item}</span>
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * Photos in a grid of two columns, three from sm; the first one spans two columns on a phone and,
 * when `featured`, two columns and two rows from sm too.
 */
export function PhotoGallery({
  images,
  name,
  featured = false,
  testId,
  pictures,
}: {
  images: string[];
  name: string;
  featured?: boolean;
  testId?: string;
  /** The page's uploaded pictures: each one's address to load and its own alt text (Media.alt); the others say "{name}: photo i of n". */
  pictures?: PagePictures;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid={testId}>
      {images.map((address, i) => {
        const photo = shownPicture(pictures, address, `${name}: photo ${i + 1} of ${images.length}`);
        return (
          <li
            key={address}
            className={cn(
              "overflow-hidden rounded-xl bg-muted first:col-span-2",
              featured ? "sm:first:col-span-2 sm:first:row-span-2" : "sm:first:col-span-1",
            )}
          >
            <Image
              src={photo.src}
              alt={photo.alt}
              width={1200}
              height={800}
              sizes={`(min-width: 1280px) ${featured ? 360 : 280}px, (min-width: 640px) 33vw, 50vw`}
              className="aspect-[3/2] size-full object-cover"
            />
          </li>
        );
      })}
    </ul>
  );
}
