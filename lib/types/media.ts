/** An uploaded picture as GET /api/admin/media lists it (lib/server/media/library.ts). */
export interface MediaLibraryItem {
  url: string;
  width: number;
  height: number;
  bytes: number;
  alt: string;
  createdAt: string;
}

/** One page of the media library, newest first. */
export interface MediaLibraryPage {
  items: MediaLibraryItem[];
  page: number;
  hasMore: boolean;
}
