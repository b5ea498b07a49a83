import { connection } from "next/server";
import type { Metadata } from "next";

import { HotelWizardPage } from "@/app/(strict)/book/wizard-page";

export const metadata: Metadata = { title: "Book a hotel", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function BookPage({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  return <HotelWizardPage searchParams={await searchParams} />;
}
