import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ThrownMessage } from '../errors.ts';
import { ORDER_PRINTS_MINIMUM_WAIT_MS, PRINTS_AUTOSELECT_PRODUCT, printsEditorUrl } from './prints-editor.ts';

describe('prints editor redirect (photo-library §2.9, §7)', () => {
  it('adds autoselectproduct, channel and tempSelectionId to the editor URL', () => {
    const href = printsEditorUrl({
      editorUrl: 'https://editor.lumora.nl/prints',
      channel: 'LUMORA_NL',
      tempSelectionId: 'sel-1',
    });
    expect(href).toBe(
      `https://editor.lumora.nl/prints?autoselectproduct=${PRINTS_AUTOSELECT_PRODUCT}&channel=LUMORA_NL&tempSelectionId=sel-1`,
    );
  });

  it('uses PRINTS_STANDARD unless configuration names another product', () => {
    expect(PRINTS_AUTOSELECT_PRODUCT).toBe('PRINTS_STANDARD');
    const href = printsEditorUrl({
      editorUrl: 'https://editor.example/',
      channel: 'SNAPBOOK_IE',
      tempSelectionId: 't',
      productCode: 'PRINTS_MATTE',
    });
    expect(new URL(href).searchParams.get('autoselectproduct')).toBe('PRINTS_MATTE');
  });

  it('keeps the query parameters and fragment of the configured URL, and replaces ones of the same name', () => {
    const url = new URL(
      printsEditorUrl({
        editorUrl: 'https://editor.example/start?lang=nl-BE&channel=OLD&utm_source=portal#top',
        channel: 'LUMORA_BE',
        tempSelectionId: 'abc',
      }),
    );
    expect([...url.searchParams]).toEqual([
      ['lang', 'nl-BE'],
      ['channel', 'LUMORA_BE'],
      ['utm_source', 'portal'],
      ['autoselectproduct', 'PRINTS_STANDARD'],
      ['tempSelectionId', 'abc'],
    ]);
    expect(url.hash).toBe('#top');
    expect(url.pathname).toBe('/start');
  });

  it.each([undefined, null, '', '   '])(
    'throws "Unable to extract channel ID!" when the channel is %j',
    (channel) => {
      expect(() =>
        printsEditorUrl({ editorUrl: 'https://editor.example/', channel, tempSelectionId: 'abc' }),
      ).toThrow(new Error(ThrownMessage.unableToExtractChannelId));
      expect(ThrownMessage.unableToExtractChannelId).toBe('Unable to extract channel ID!');
    },
  );

  it('carries any channel and selection id through intact, however they must be encoded', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((channel) => channel.trim() !== ''),
        fc.string(),
        (channel, tempSelectionId) => {
          const params = new URL(
            printsEditorUrl({ editorUrl: 'https://editor.example/?keep=1', channel, tempSelectionId }),
          ).searchParams;
          expect(params.get('channel')).toBe(channel.trim());
          expect(params.get('tempSelectionId')).toBe(tempSelectionId);
          expect(params.get('keep')).toBe('1');
        },
      ),
    );
  });

  it('waits at least 3 s before redirecting', () => {
    expect(ORDER_PRINTS_MINIMUM_WAIT_MS).toBe(3000);
  });
});
