/**
 * What a CMS page's markup might put in an attribute that becomes an address, to run script on the
 * page or send its links to another site ([Note: An attribute that becomes an address]): the
 * runtime's unit tests, its browser tests and the element-contract journey each try them all.
 */
export const ATTRIBUTE_PAYLOADS: readonly string[] = [
  'javascript:alert(document.domain)//',
  'JaVaScRiPt:alert(document.domain)//',
  ' javascript:alert(document.domain)//',
  '\tjavascript:alert(document.domain)//',
  '\njavascript:alert(document.domain)//',
  'java\tscript:alert(document.domain)//',
  '//evil.example',
  ' //evil.example',
  '\t//evil.example',
  '\n//evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  'https://evil.example',
  'HTTPS://evil.example/orders',
  'data:text/html,<script>alert(document.domain)</script>',
];
