export interface S3Location {
  /** The service's address, e.g. `https://s3.eu-central-1.amazonaws.com` or `http://127.0.0.1:9000`. */
  readonly endpoint: string;
  readonly bucket: string;
  /** Keys start with this (`portal/` keeps the portal's objects apart in a shared bucket); may be ''. */
  readonly prefix: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}

/**
 * `S3_URL` read: `s3://<access key>:<secret>@<host>[:port]/<bucket>[/<prefix>]`, with `?region=`
 * (default us-east-1) and `?tls=false` for a plain-HTTP service such as a local test server. The
 * key and secret are URL-encoded. Throws a message naming the setting when it is not one.
 */
export function readS3Url(value: string): S3Location {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`S3_URL must be like s3://key:secret@host/bucket, got '${redactS3Url(value)}'`);
  }
  const [bucket = '', ...rest] = url.pathname.replace(/^\//, '').split('/');
  if (url.protocol !== 's3:' || url.host === '' || bucket === '' || url.username === '') {
    throw new Error(`S3_URL must be like s3://key:secret@host/bucket, got '${redactS3Url(value)}'`);
  }
  const prefix = rest.filter((part) => part !== '').join('/');
  const tls = url.searchParams.get('tls') !== 'false';
  return {
    endpoint: `${tls ? 'https' : 'http'}://${url.host}`,
    bucket,
    prefix: prefix === '' ? '' : `${prefix}/`,
    region: url.searchParams.get('region') ?? 'us-east-1',
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}

/** The URL with its secret replaced, for messages and logs. */
export function redactS3Url(value: string): string {
  return value.replace(/^([a-z0-9+.-]+:\/\/[^:/@]*):[^@]*@/i, '$1:***@');
}
