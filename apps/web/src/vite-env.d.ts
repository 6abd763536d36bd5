/// <reference types="vite/client" />
import type { BuildMeta } from '@file1099/shared';

declare global {
  const __BUILD_META__: BuildMeta;
}
