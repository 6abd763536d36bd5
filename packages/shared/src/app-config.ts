import type { SeasonConfig } from './season.ts';

/** Feature flags the spec names; defaults: vendor portal off, user management on, TIN match on, W-9 on. */
export interface FeatureFlags {
  vendorPortal: boolean;
  userManagement: boolean;
  tinMatch: boolean;
  w9: boolean;
}

/** What the web shell needs before anyone signs in (the `appConfig` query on /rs/graphql). */
export interface PublicAppConfig {
  season: SeasonConfig;
  features: FeatureFlags;
  /** Sandbox build: nothing is persisted or sent to the IRS. */
  sandbox: boolean;
  /** Maintenance ("pardon") page on. */
  pardonPage: boolean;
}

/** Shape of GET /meta.json, written at build time and read by the web app's version check. */
export interface BuildMeta {
  version: string;
  /** Build time in epoch milliseconds: a larger number is a newer build. */
  build: number;
  buildTime: string;
  commit: string;
}
