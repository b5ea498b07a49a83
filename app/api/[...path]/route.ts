import { NextResponse } from "next/server";
import { errorBody } from "@/lib/server/http/respond";

// Any /api/... path no other handler claims answers a JSON 404, never the HTML not-found page.
function notFound(request: Request) {
  const { pathname } = new URL(request.url);
  return NextResponse.json(errorBody(`No API endpoint at ${pathname}.`), { status: 404 });
}

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const HEAD = notFound;
export const OPTIONS = notFound;
