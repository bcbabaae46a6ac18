/** The part of @20minutes/s3rver (which ships no types) the tests use. */
declare module '@20minutes/s3rver' {
  interface S3rverOptions {
    readonly port?: number;
    readonly address?: string;
    readonly silent?: boolean;
    /** Where the objects are kept. */
    readonly directory: string;
    readonly allowMismatchedSignatures?: boolean;
    readonly configureBuckets?: readonly { readonly name: string }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ readonly address: string; readonly port: number }>;
    close(): Promise<void>;
  }
}
