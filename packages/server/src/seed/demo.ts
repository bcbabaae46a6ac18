import { nowIso } from '../db/database.ts';
import { ensureDemoAccounts } from '../identity/index.ts';
import type { ServiceContext } from '../services/context.ts';
import { ensureDemoCustomers } from '../services/customer/demo.ts';
import { ensureDemoCutoff } from '../services/cutoff/demo.ts';
import { ensureDemoInvoices } from '../services/invoices/demo-invoices.ts';
import { ensureDemoNewsletter } from '../services/newsletter/demo.ts';
import { ensureDemoOrders } from '../services/orders/demo.ts';
import { ensureDemoSavedProjects } from '../services/projects/demo-saved-projects.ts';
import { ensureDemoSharedAlbums } from '../services/shared-albums/demo.ts';
import { ensureDemoVouchers } from '../services/vouchers/demo.ts';
import { ensureDemoWidgets } from '../services/widgets/demo-widgets.ts';
import { ensureDemoAlbums } from './demo-albums.ts';
import { demoLibrary, friendLibrary } from './demo-library.ts';
import { ensureDemoPhotos } from './demo-photos.ts';
import type { RenderOptions } from './photo-art.ts';

const DEMO_LIBRARIES = [demoLibrary, friendLibrary];

export interface DemoSeedOptions {
  /**
   * The size and quality the demo pictures are drawn at; DEMO_RENDER (what `npm start` shows)
   * unless said. The seeding suites draw them small: what they check does not depend on the pixels.
   */
  readonly render?: RenderOptions;
}

interface DemoStep {
  readonly run: (context: ServiceContext, options: DemoSeedOptions) => Promise<unknown>;
  /**
   * Part of the demo photo library, seeded once per database (see [Note: The demo library is
   * seeded once]); otherwise the step runs on every start.
   */
  readonly once?: boolean;
}

/**
 * Every area's demo data, in the order they depend on each other: the libraries' photos and albums
 * first, shared albums (made of those photos) next; orders use the customers' addresses and the
 * vouchers' codes; widgets seed the products they show. Each step is idempotent. The steps that
 * run on every start are cheap, and several of them move their dates relative to today.
 */
const DEMO_STEPS: readonly DemoStep[] = [
  { run: ensureDemoLibraries, once: true },
  { run: (context) => ensureDemoSharedAlbums(context), once: true },
  { run: ensureDemoCustomers },
  { run: ensureDemoVouchers },
  { run: ensureDemoOrders },
  { run: ensureDemoInvoices },
  { run: ensureDemoCutoff },
  { run: ensureDemoWidgets },
  { run: ensureDemoSavedProjects },
  { run: ensureDemoNewsletter },
];

/**
 * [Note: The demo library is seeded once]
 * Drawing and ingesting a few hundred photos takes seconds, so the demo photo library (photos,
 * albums, shared albums: the steps marked `once`) is made once per database: a `server_secrets` row, written when the library is complete, says it was (the
 * table is the server's own named values; its value here is when). A start that was stopped midway
 * simply seeds again: the pictures are the same bytes every time, so the photos already stored are
 * found as duplicates, and albums are keyed. After that the library is the customer's: photos and
 * albums they delete stay deleted.
 */
export const DEMO_LIBRARY_MARKER = 'demo-photo-library-seeded';

export interface DemoSeedResult {
  /** Photos added to the demo libraries by this run; 0 once the library exists. */
  readonly photosAdded: number;
  readonly durationMs: number;
}

/**
 * Seeds the demo data: the demo accounts, their photo libraries and albums (once, see [Note: The
 * demo library is seeded once]), then every area's demo content. Safe on every start and from
 * several processes at once.
 */
export async function seedDemo(
  context: ServiceContext,
  options: DemoSeedOptions = {},
): Promise<DemoSeedResult> {
  const started = performance.now();
  const { database } = context;
  await ensureDemoAccounts(database);
  const photosBefore = await demoPhotoCount(context);
  const seeded = await libraryIsSeeded(context);
  for (const step of DEMO_STEPS) {
    if (!(step.once && seeded)) await step.run(context, options);
  }
  if (!seeded) {
    await database.db
      .insertInto('server_secrets')
      .values({ name: DEMO_LIBRARY_MARKER, value: nowIso(), created_at: nowIso() })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
  }
  return {
    photosAdded: (await demoPhotoCount(context)) - photosBefore,
    durationMs: performance.now() - started,
  };
}

/** The demo accounts' photo libraries and their albums. */
async function ensureDemoLibraries(context: ServiceContext, options: DemoSeedOptions): Promise<void> {
  for (const library of DEMO_LIBRARIES) {
    await ensureDemoPhotos(context, library(), options.render);
  }
  for (const library of DEMO_LIBRARIES) {
    await ensureDemoAlbums(context.database, library());
  }
}

async function demoPhotoCount({ database }: ServiceContext): Promise<number> {
  const row = await database.db
    .selectFrom('photos')
    .innerJoin('accounts', 'accounts.id', 'photos.owner_id')
    .select((eb) => eb.fn.countAll().as('n'))
    .where(
      'accounts.email',
      'in',
      DEMO_LIBRARIES.map((library) => library().email),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function libraryIsSeeded({ database }: ServiceContext): Promise<boolean> {
  const marker = await database.db
    .selectFrom('server_secrets')
    .select('name')
    .where('name', '=', DEMO_LIBRARY_MARKER)
    .executeTakeFirst();
  return marker !== undefined;
}
