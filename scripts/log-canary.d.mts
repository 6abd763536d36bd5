// Types of scripts/log-canary.mjs for the TypeScript test harnesses.

export declare const ROOT: string;
export declare const LOG_DIR: string;
export declare const MIN_SECRET_LENGTH: number;

export declare function recordSecret(kind: string, value: unknown): void;
export declare function recordSecretsIn(value: unknown, key?: string): void;
export declare function recordSecretsInBody(body: unknown): void;
export declare function recordLink(link: string): void;
export declare function recordCookieHeader(header: unknown): void;
export declare function openLogFile(name: string): { write(text: string): void };

export declare function maskSecret(value: unknown): string;
export declare function secretVariants(value: string): string[];

export declare class SecretIndex {
  constructor(entries?: [kind: string, value: string][]);
  readonly size: number;
  add(kind: string, value: string): void;
  find(line: string): { kind: string; value: string; variant: string } | undefined;
}

export interface CanaryFinding {
  rule: 'recorded secret' | 'TIN-shaped value' | 'secret parameter' | 'unredacted field';
  detail: string;
}

export declare function readSecrets(dir?: string): SecretIndex;
export declare function scanLine(line: string, secrets?: SecretIndex): CanaryFinding[];
export declare function scanLogs(dir?: string): {
  files: number;
  lines: number;
  secrets: number;
  findings: (CanaryFinding & { file: string; line: number })[];
};
