import Image from "next/image";
import { STREAM_FALLBACK } from "@/components/catalogue/no-script-stream";
import { LoaderCircle, MapPin } from "@/components/icons";

import { cn } from "@/lib/utils";
import { shownPicture, type PagePictures } from "@/lib/media/pictures";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { HeroBreadcrumb, type Crumb } from "@/components/hotels/hero-breadcrumb";

/**
 * The hero of a detail page (hotel, guest house, destination): the photo under a dark gradient,
 * a breadcrumb on top, and the page's title block (`children`, white text) at the bottom.
 */
export function DetailHero({
  titleId,
  image,
  alt,
  crumbs,
  className,
  children,
}: {
  /** The id of the <h1> among `children`, naming the section. */
  titleId: string;
  image: string;
  alt: string;
  crumbs: Crumb[];
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        "relative isolate flex min-h-[400px] flex-col overflow-hidden bg-primary sm:min-h-[440px] lg:min-h-[520px]",
        className,
      )}
    >
      <Image
        src={image}
        alt={alt}
        width={1200}
        height={800}
        sizes="100vw"
        preload
        fetchPriority="high"
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-black/80 via-black/30 to-black/35"
      />
      <HeroBreadcrumb items={crumbs} />
      <div className="container-page mt-auto pt-10 pb-8 text-white sm:pb-10">{children}</div>
    </section>
  );
}

/**
 * A property's hero (hotel, guest house): its photo, the breadcrumb Home › {listing} › {title},
 * the price badge (with `tag` beside it), the name as the page's <h1> and where it is, then the
 * property's own lines (`children`).
 */
export function PropertyHero({
  titleId,
  title,
  location,
  image,
  listing,
  price,
  tag,
  pictures,
  children,
}: {
  /** The <h1>'s id, naming the section. */
  titleId: string;
  title: string;
  location: string;
  image: string;
  /** The listing the breadcrumb goes back to. */
  listing: { label: string; href: string };
  /** The price badge's text. */
  price: string;
  /** A badge beside the price. */
  tag?: React.ReactNode;
  /** The page's uploaded pictures: the photo's address to load and its own alt text (Media.alt); default alt "{title}, {location}". */
  pictures?: PagePictures;
  children: React.ReactNode;
}) {
  const priceBadge = (
    <Badge variant="coral" className="px-3 py-1 text-sm shadow-soft" data-testid="price-badge">
      <span className="tabular">{price}</span>
    </Badge>
  );
  const photo = shownPicture(pictures, image, `${title}, ${location}`);
  return (
    <DetailHero
      titleId={titleId}
      image={photo.src}
      alt={photo.alt}
      crumbs={[{ label: "Home", href: "/" }, listing, { label: title }]}
    >
      {tag ? (
        <div className="flex flex-wrap items-center gap-2">
          {priceBadge}
          {tag}
        </div>
      ) : (
        priceBadge
      )}
      <h1
        id={titleId}
        className="mt-3 text-3xl leading-tight font-bold tracking-tight text-balance drop-shadow-md sm:text-4xl lg:text-5xl"
      >
        {title}
      </h1>
      <p className="mt-2 flex items-start gap-1.5 text-base text-white/90">
        <MapPin className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        {location}
      </p>
      {children}
    </DetailHero>
  );
}

/**
 * A detail page's body while it loads: the spec's message ('Loading hotel details...') and the
 * tabs' shapes. The hero above it is already there: the route's layout renders it.
 */
export function DetailPageSkeleton({ message, asideClassName = "h-72" }: { message: string; asideClassName?: string }) {
  return (
    <div
      className="container-page grid gap-10 py-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:py-14"
      {...{ [STREAM_FALLBACK]: "" }}
    >
      <div className="flex flex-col gap-6">
        <p role="status" className="flex items-center gap-3 text-muted-foreground">
          <LoaderCircle className="size-5 animate-spin text-primary" aria-hidden="true" />
          {message}
        </p>
        <div aria-hidden="true" className="flex flex-col gap-3">
          <Skeleton className="h-11 w-72 max-w-full rounded-xl" />
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="mt-6 h-56 w-full rounded-xl" />
        </div>
      </div>
      <Skeleton aria-hidden="true" className={cn("hidden rounded-2xl lg:block", asideClassName)} />
    </div>
  );
}
