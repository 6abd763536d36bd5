import { AppError } from './app-error.ts';

/** Page metadata of the spec (part 2 §3). Pages are numbered from 0. */
export interface PageMetadata {
  hasPreviousPage: boolean;
  hasNextPage: boolean;
  currentPage: number;
  totalPages: number;
  totalCount: number;
}

export const MAX_PAGE_SIZE = 1000;

export function checkPage(
  pageSize: number | null | undefined,
  pageNumber: number | null | undefined,
  defaultSize: number,
): { limit: number; offset: number; pageNumber: number } {
  const size = pageSize ?? defaultSize;
  const page = pageNumber ?? 0;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE || !Number.isInteger(page) || page < 0) {
    throw new AppError('BAD_USER_INPUT', `Page size must be 1-${MAX_PAGE_SIZE} and page number 0 or more`);
  }
  return { limit: size, offset: size * page, pageNumber: page };
}

export function getPageMetadata(totalCount: number, limit: number, pageNumber: number): PageMetadata {
  const totalPages = Math.ceil(totalCount / limit);
  return {
    hasPreviousPage: pageNumber > 0,
    hasNextPage: pageNumber + 1 < totalPages,
    currentPage: pageNumber,
    totalPages,
    totalCount,
  };
}
