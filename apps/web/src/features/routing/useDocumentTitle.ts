import { useEffect } from 'react';

export const APP_NAME = 'File1099';

/** Sets document.title to '{title} | File1099', or exactly `title` with `{ exact: true }`. */
export function useDocumentTitle(title: string, options: { exact?: boolean } = {}): void {
  const full = options.exact ? title : `${title} | ${APP_NAME}`;
  useEffect(() => {
    document.title = full;
  }, [full]);
}
