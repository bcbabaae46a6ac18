import * as z from 'zod/mini';

/**
 * A/B testing offers (account-portal §7 'Config'): for each mbox (a test's placement) the service says
 * which variant this visitor sees. The spec gives the two mboxes and their variants; the answer's shape
 * is chosen here and the reference server answers exactly it.
 */

export const SampleTestVariant = z.enum(['control', 'A']);
export type SampleTestVariant = z.infer<typeof SampleTestVariant>;

export const Cro1304Variant = z.enum(['control', 'variant 1']);
export type Cro1304Variant = z.infer<typeof Cro1304Variant>;

/** Each mbox with the variants it may show; 'control' is the unchanged page. */
export const MBOX_VARIANTS = {
  'sample-test': SampleTestVariant,
  'CRO-1304': Cro1304Variant,
} as const;

export const Mbox = z.enum(['sample-test', 'CRO-1304']);
export type Mbox = z.infer<typeof Mbox>;

export type AbTestVariant<M extends Mbox = Mbox> = z.infer<(typeof MBOX_VARIANTS)[M]>;

/** The variant everyone sees when no known variant was offered. */
export const CONTROL_VARIANT = 'control';

/**
 * `GET /offers?mbox=…`. `variant` is any string here: a variant this portal does not know (a test
 * changed on the service first) is not a contract violation but shows control.
 */
export const AbTestOffer = z.object({ mbox: Mbox, variant: z.string() });
export type AbTestOffer = z.infer<typeof AbTestOffer>;

/** The offered variant when the mbox knows it, else control. */
export function resolveVariant<M extends Mbox>(mbox: M, variant: string): AbTestVariant<M> {
  const known = MBOX_VARIANTS[mbox].safeParse(variant);
  // TypeScript cannot relate `MBOX_VARIANTS[M]`'s output to `M`; the lookup above is that relation.
  return (known.success ? known.data : CONTROL_VARIANT) as AbTestVariant<M>;
}
