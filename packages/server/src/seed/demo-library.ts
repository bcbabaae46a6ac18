import type { ExifTaken, PhotoArt, Scene } from './photo-art.ts';
import { createRandom, type Random } from './random.ts';

/**
 * The photos of the demo accounts, as a plan: what each picture shows, when it was taken and what
 * the phone named it. The plan is drawn from a fixed seed, so every fresh database gets the same
 * library, and it is shaped like a real one: most photos come in bursts on holidays, birthdays and
 * Christmas, a few on ordinary weekends, some have no date (scans), and three carry a camera clock
 * that was reset to 1 January 1970 (the section the portal shows as 'Unknown Date' either way).
 */
export interface DemoPhoto {
  readonly fileName: string;
  /** Null for a file without an EXIF date. */
  readonly taken: ExifTaken | null;
  readonly art: PhotoArt;
  /** Which demo albums hold it (see `demo-albums.ts`). */
  readonly tags: readonly DemoTag[];
}

export type DemoTag = 'favourite' | 'birthday' | 'christmas' | `trip-${number}`;

export interface DemoAlbum {
  /** Names the album in its id, so every run finds the album it made before. */
  readonly key: string;
  readonly name: string;
  /** The photos it holds; null for an empty album. */
  readonly tag: DemoTag | null;
  /** Which of its photos is the chosen cover; absent: the photo added last (see [Note: Album cover]). */
  readonly coverIndex?: number;
}

export interface DemoLibrary {
  readonly email: string;
  readonly photos: readonly DemoPhoto[];
  /** Oldest first: the albums list shows the last one first (newest created, photo-library §9). */
  readonly albums: readonly DemoAlbum[];
}

/** Alex's albums: trips, birthdays, Christmas, favourites, with chosen covers and without, one empty. */
const DEMO_ALBUMS: readonly DemoAlbum[] = [
  { key: 'crete', name: 'Crete 2022', tag: 'trip-2022', coverIndex: 2 },
  { key: 'iceland', name: 'Iceland road trip', tag: 'trip-2024', coverIndex: 0 },
  { key: 'christmas', name: 'Christmas', tag: 'christmas' },
  { key: 'birthdays', name: 'Birthdays', tag: 'birthday', coverIndex: 1 },
  { key: 'japan', name: 'Kyoto & Tokyo', tag: 'trip-2025' },
  { key: 'to-print', name: 'To print', tag: null },
  { key: 'favourites', name: 'Favourites', tag: 'favourite', coverIndex: 0 },
];

interface Occasion {
  readonly title: string;
  readonly scene: Scene;
  /** First day, as [year, month, day]. */
  readonly start: readonly [number, number, number];
  readonly days: number;
  readonly photos: number;
  /** The camera's offset; null for a camera that writes none. */
  readonly offset: string | null;
  readonly tags?: readonly DemoTag[];
  /** Hours of the day photos are taken in, [from, to). */
  readonly hours?: readonly [number, number];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Amsterdam: CET in winter, CEST from April to October (the switch days are close enough). */
function amsterdamOffset(month: number): string {
  return month >= 4 && month <= 10 ? '+02:00' : '+01:00';
}

/** Dublin: GMT in winter, IST (+01:00) in summer. */
function dublinOffset(month: number): string {
  return month >= 4 && month <= 10 ? '+01:00' : '+00:00';
}

/** One summer holiday a year; the trip's own time zone is in its photos. */
const SUMMER_TRIPS: readonly Omit<Occasion, 'photos'>[] = [
  { title: 'Summer in Lisbon', scene: 'beach', start: [2019, 7, 20], days: 8, offset: null },
  { title: 'Camping in the Ardennes', scene: 'park', start: [2020, 8, 3], days: 6, offset: '+02:00' },
  { title: 'Norwegian fjords', scene: 'mountains', start: [2021, 7, 10], days: 9, offset: '+02:00' },
  { title: 'Crete', scene: 'beach', start: [2022, 8, 14], days: 10, offset: '+03:00' },
  { title: 'New York', scene: 'city', start: [2023, 7, 1], days: 7, offset: '-04:00' },
  { title: 'Iceland road trip', scene: 'mountains', start: [2024, 6, 22], days: 10, offset: '+00:00' },
  { title: 'Kyoto and Tokyo', scene: 'city', start: [2025, 4, 2], days: 12, offset: '+09:00' },
];

/** Weekend city trips; none in 2020. */
const CITY_TRIPS: readonly Omit<Occasion, 'photos'>[] = [
  { title: 'Paris at Easter', scene: 'city', start: [2019, 4, 19], days: 3, offset: null },
  { title: 'Skiing in Tyrol', scene: 'snow', start: [2021, 2, 13], days: 5, offset: '+01:00' },
  { title: 'Rome', scene: 'city', start: [2022, 5, 26], days: 4, offset: '+02:00' },
  { title: 'Copenhagen', scene: 'city', start: [2023, 10, 6], days: 3, offset: '+02:00' },
  { title: 'Barcelona', scene: 'beach', start: [2024, 5, 9], days: 4, offset: '+02:00' },
  { title: 'Vienna', scene: 'snow', start: [2025, 1, 24], days: 3, offset: '+01:00' },
];

/** The years the demo library covers; its camera wrote no offset until it was replaced in 2020. */
const FIRST_YEAR = 2019;
const LAST_YEAR = 2025;

/** demo@example.com: about 300 photos from 2019 to 2025, Alex's family in Amsterdam. */
export function demoLibrary(): DemoLibrary {
  const random = createRandom(20_190_101);
  const occasions: Occasion[] = [];
  const homeOffset = (year: number, month: number) => (year === FIRST_YEAR ? null : amsterdamOffset(month));
  for (let year = FIRST_YEAR; year <= LAST_YEAR; year += 1) {
    const summer = SUMMER_TRIPS.find((trip) => trip.start[0] === year);
    if (summer) {
      occasions.push({ ...summer, photos: random.integer(14, 20), tags: [`trip-${year}`], hours: [8, 21] });
    }
    const city = CITY_TRIPS.find((trip) => trip.start[0] === year);
    if (city) occasions.push({ ...city, photos: random.integer(5, 8), hours: [9, 22] });
    occasions.push(
      {
        title: `Alex turns ${year - 1986}`,
        scene: 'party',
        start: [year, 3, 14],
        days: 1,
        photos: random.integer(2, 4),
        offset: homeOffset(year, 3),
        tags: ['birthday'],
        hours: [16, 23],
      },
      {
        title: `Noor is ${year - 2016}`,
        scene: 'party',
        start: [year, 9, 21],
        days: 1,
        photos: random.integer(2, 4),
        offset: homeOffset(year, 9),
        tags: ['birthday'],
        hours: [11, 18],
      },
      {
        title: 'Christmas',
        scene: 'christmas',
        start: [year, 12, 24],
        days: 3,
        photos: random.integer(3, 5),
        offset: homeOffset(year, 12),
        tags: ['christmas'],
        hours: [10, 22],
      },
      {
        title: `Happy ${year + 1}!`,
        scene: 'fireworks',
        start: [year, 12, 31],
        days: 1,
        photos: random.integer(2, 3),
        offset: homeOffset(year, 12),
        // Around midnight, so some land on 1 January of the next year.
        hours: [23, 25],
      },
    );
    for (let outing = 0; outing < 6; outing += 1) {
      const month = random.integer(1, 12);
      const day = nextWeekendDay(year, month, random.integer(1, 26));
      const winter = month <= 2 || month === 12;
      occasions.push({
        title: winter ? 'Winter walk' : random.pick(['Vondelpark', 'Sunday walk', 'Amsterdam', 'Picnic']),
        scene: winter ? 'snow' : random.pick(['park', 'park', 'city']),
        start: [year, month, day],
        days: 1,
        photos: random.integer(1, 2),
        offset: homeOffset(year, month),
        hours: [10, 19],
      });
    }
  }
  const photos = photosOf(occasions, random, 'IMG');
  return {
    email: 'demo@example.com',
    photos: [
      ...photos.map((photo) => (random.chance(0.07) ? withTag(photo, 'favourite') : photo)),
      ...scans(random, 16, ['Grandma’s garden', 'Our first house', 'Holiday 1994', 'School photo']),
      ...clockResetPhotos(random),
    ],
    albums: DEMO_ALBUMS,
  };
}

/** friend@example.com: about 40 photos of Sam in Dublin, with a hiking trip and a wedding. */
export function friendLibrary(): DemoLibrary {
  const random = createRandom(20_220_601);
  const occasions: Occasion[] = [
    {
      title: 'Hiking in Connemara',
      scene: 'mountains',
      start: [2023, 6, 10],
      days: 4,
      photos: 14,
      offset: '+01:00',
      hours: [8, 20],
    },
    {
      title: 'Aoife and Liam’s wedding',
      scene: 'party',
      start: [2024, 9, 7],
      days: 1,
      photos: 12,
      offset: '+01:00',
      hours: [12, 24],
    },
  ];
  for (let outing = 0; outing < 6; outing += 1) {
    const year = random.integer(2022, 2025);
    const month = random.integer(1, 12);
    occasions.push({
      title: random.pick(['Howth cliff walk', 'St Stephen’s Green', 'Dublin']),
      scene: random.pick(['park', 'city', 'beach']),
      start: [year, month, nextWeekendDay(year, month, random.integer(1, 26))],
      days: 1,
      photos: random.integer(1, 2),
      offset: dublinOffset(month),
      hours: [10, 19],
    });
  }
  return {
    email: 'friend@example.com',
    photos: [...photosOf(occasions, random, 'PXL'), ...scans(random, 2, ['Mam and Dad, 1989'])],
    albums: [],
  };
}

function photosOf(occasions: readonly Occasion[], random: Random, prefix: string): DemoPhoto[] {
  const photos: DemoPhoto[] = [];
  for (const occasion of occasions) {
    const [year, month, day] = occasion.start;
    const [fromHour, toHour] = occasion.hours ?? [9, 21];
    for (let index = 0; index < occasion.photos; index += 1) {
      const dayOffset = random.integer(0, occasion.days - 1);
      const minutes = random.integer(fromHour * 60, toHour * 60 - 1);
      const wallClock = new Date(
        Date.UTC(year, month - 1, day) + dayOffset * DAY_MS + minutes * 60_000 + random.integer(0, 59) * 1000,
      );
      photos.push({
        fileName: `${prefix}_${compactDate(wallClock)}.jpg`,
        taken: { dateTime: exifDateTime(wallClock), offset: occasion.offset },
        art: {
          scene: occasion.scene,
          title: occasion.title,
          caption: longDate(wallClock),
          portrait: random.chance(0.15),
          seed: random.integer(1, 2 ** 31),
        },
        tags: occasion.tags ?? [],
      });
    }
  }
  return uniqueFileNames(photos.sort((a, b) => compareTaken(a, b)));
}

/** Scanned prints: no EXIF at all, so no date. */
function scans(random: Random, count: number, titles: readonly [string, ...string[]]): DemoPhoto[] {
  return Array.from({ length: count }, (_, index) => ({
    fileName: `Scan ${String(index + 1).padStart(3, '0')}.jpg`,
    taken: null,
    art: {
      scene: 'scan',
      title: random.pick(titles),
      caption: 'No date',
      portrait: random.chance(0.3),
      seed: random.integer(1, 2 ** 31),
    },
    tags: [],
  }));
}

/** A camera whose clock was reset writes a real EXIF date in the first hours of 1970. */
function clockResetPhotos(random: Random): DemoPhoto[] {
  return ['00:00:12', '00:03:41', '01:15:07'].map((time, index) => ({
    fileName: `DSC0000${index + 1}.JPG`,
    taken: { dateTime: `1970:01:01 ${time}`, offset: null },
    art: {
      scene: 'clock-reset',
      title: 'Camera clock not set',
      caption: `1 January 1970, ${time.slice(0, 5)}`,
      portrait: false,
      seed: random.integer(1, 2 ** 31),
    },
    tags: [],
  }));
}

function withTag(photo: DemoPhoto, tag: DemoTag): DemoPhoto {
  return { ...photo, tags: [...photo.tags, tag] };
}

/** The day itself when it is a Saturday or Sunday, else the Saturday after it. */
function nextWeekendDay(year: number, month: number, day: number): number {
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 || weekday === 6 ? day : day + (6 - weekday);
}

function compareTaken(a: DemoPhoto, b: DemoPhoto): number {
  return (a.taken?.dateTime ?? '').localeCompare(b.taken?.dateTime ?? '');
}

/** Two photos in the same second get '_1', '_2', as phones name bursts. */
function uniqueFileNames(photos: DemoPhoto[]): DemoPhoto[] {
  const seen = new Map<string, number>();
  return photos.map((photo) => {
    const count = seen.get(photo.fileName) ?? 0;
    seen.set(photo.fileName, count + 1);
    return count === 0 ? photo : { ...photo, fileName: photo.fileName.replace(/\.jpg$/, `_${count}.jpg`) };
  });
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

function exifDateTime(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}:${pad(date.getUTCMonth() + 1)}:${pad(date.getUTCDate())} ${pad(
    date.getUTCHours(),
  )}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

function compactDate(date: Date): string {
  return exifDateTime(date).replaceAll(':', '').replace(' ', '_');
}

function longDate(date: Date): string {
  const weekday = WEEKDAYS[date.getUTCDay()] ?? '';
  const month = MONTHS[date.getUTCMonth()] ?? '';
  return `${weekday} ${date.getUTCDate()} ${month} ${date.getUTCFullYear()}, ${pad(date.getUTCHours())}:${pad(
    date.getUTCMinutes(),
  )}`;
}
