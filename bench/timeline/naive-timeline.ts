/**
 * The naive baseline of the timeline benchmark: what a timeline looks like without windowing. Every
 * month is a section in the page from the start (its heading, and a block as tall as its photos
 * will be); a section loads 24 photos at a time while its end is near the viewport, and every photo
 * loaded stays in the page as an image. The same calls, thumbnails and grid as `<photo-library>`.
 *
 * `runNaiveTimeline` runs in the benchmark's page (it is passed to `page.evaluate` as source), so
 * it uses nothing but the browser.
 */

export interface NaiveTimelineOptions {
  /** The photo service's base URL. */
  readonly service: string;
  readonly token: string;
}

export async function runNaiveTimeline({ service, token }: NaiveTimelineOptions): Promise<void> {
  const COLUMNS = 5;
  const TILE = 180;
  const GAP = 4;
  const HEADING = 56;
  const PAGE = 24;
  const headers = { Authorization: `Bearer ${token}` };
  const counts = (await (await fetch(`${service}/users/timeline`, { headers })).json()) as {
    years: { year: number; months: { month: number; count: number }[] }[];
  };
  const root = document.createElement('main');
  root.style.cssText = `width: ${COLUMNS * (TILE + GAP)}px; margin: 0 auto; font: 16px system-ui;`;
  document.body.append(root);
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) (entry.target as HTMLElement & { load?: () => void }).load?.();
      }
    },
    { rootMargin: '100% 0px' },
  );
  for (const { year, months } of counts.years) {
    for (const { month, count } of months) {
      const section = document.createElement('section');
      const heading = document.createElement('h2');
      heading.textContent = `${year}-${String(month).padStart(2, '0')} (${count})`;
      heading.style.height = `${HEADING}px`;
      heading.style.margin = '0';
      const grid = document.createElement('div');
      grid.style.cssText = `display: grid; grid-template-columns: repeat(${COLUMNS}, ${TILE}px); gap: ${GAP}px;`;
      // The part of the month not loaded yet keeps its place, so the page is as tall as the library.
      const rest = document.createElement('div');
      const restHeight = (photos: number) => Math.ceil(photos / COLUMNS) * (TILE + GAP);
      rest.style.height = `${restHeight(count)}px`;
      section.append(heading, grid, rest);
      root.append(section);
      let cursor: string | null = null;
      let loaded = 0;
      let loading = false;
      const sentinel = rest as HTMLElement & { load?: () => void };
      sentinel.load = () => {
        if (loading || loaded >= count) return;
        loading = true;
        const query = new URLSearchParams({ limit: String(PAGE), sortKey: 'dateTaken', sortOrder: 'desc' });
        if (cursor !== null) query.set('cursor', cursor);
        void fetch(`${service}/photos/timeline/${year}/${month}?${query}`, { headers })
          .then((response) => response.json())
          .then(
            (page: {
              cursor: string | null;
              images: { localFileName: string; thumbnails: { id: number; url: string }[] }[];
            }) => {
              for (const photo of page.images) {
                const image = document.createElement('img');
                image.src = photo.thumbnails.find((thumbnail) => thumbnail.id === 300)?.url ?? '';
                image.alt = photo.localFileName;
                image.width = TILE;
                image.height = TILE;
                image.style.objectFit = 'cover';
                grid.append(image);
              }
              loaded += page.images.length;
              cursor = page.cursor;
              rest.style.height = `${restHeight(count - loaded)}px`;
              loading = false;
              // Still in view: the next page.
              if (cursor !== null) {
                observer.unobserve(rest);
                observer.observe(rest);
              }
            },
          );
      };
      observer.observe(rest);
    }
  }
}
