/**
 * [Note: Page scroll lock]
 * While any locking modal of any element is open, the page behind it does not scroll. Modals of
 * several elements may overlap, so the lock is counted per document and the page's own overflow
 * style comes back when the last one closes.
 */
const locks = new WeakMap<Document, { count: number; overflow: string }>();

export function lockPageScroll(document: Document): () => void {
  const current = locks.get(document);
  if (current === undefined) {
    locks.set(document, { count: 1, overflow: document.documentElement.style.overflow });
    document.documentElement.style.overflow = 'hidden';
  } else {
    current.count += 1;
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const lock = locks.get(document);
    if (lock === undefined) return;
    lock.count -= 1;
    if (lock.count === 0) {
      document.documentElement.style.overflow = lock.overflow;
      locks.delete(document);
    }
  };
}
