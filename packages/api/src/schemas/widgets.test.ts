import { describe, expect, it } from 'vitest';
import {
  BlockedOrder,
  CreateGalleryEntryBody,
  SaveWidgetBody,
  UpdateGalleryEntryBody,
  WIDGET_SHARE_MESSAGE_MAX_LENGTH,
  Widget,
  WidgetCategoryList,
  WidgetList,
  WidgetShare,
} from './widgets.ts';

const widget = {
  widgetId: 'w-1',
  productCode: 'PB-123',
  channel: 'PRINTWELL_GB',
  title: 'Our wedding',
  categoryNames: ['Wedding', 'Family'],
  url: 'https://books.example.test/w-1',
  thumbnailUrl: 'https://img.example.test/w-1.jpg',
  created: '2024-05-01T10:00:00Z',
  updated: '2024-05-01T10:00:00Z',
};

describe('widget schema', () => {
  it('accepts a widget with its product code, categories, url and thumbnail', () => {
    expect(Widget.parse(widget)).toEqual(widget);
    expect(Widget.safeParse({ ...widget, thumbnailUrl: null, categoryNames: [] }).success).toBe(true);
  });

  it('accepts only productCode: an answer that still names the book orderCode is rejected', () => {
    const { productCode, ...withoutProductCode } = widget;
    expect(Widget.safeParse({ ...withoutProductCode, orderCode: productCode }).success).toBe(false);
    expect(Widget.parse({ ...widget, orderCode: 'OLD' })).not.toHaveProperty('orderCode');
  });

  it('rejects an empty title, an empty category name and a url that is not http(s)', () => {
    expect(Widget.safeParse({ ...widget, title: '' }).success).toBe(false);
    expect(Widget.safeParse({ ...widget, categoryNames: [''] }).success).toBe(false);
    expect(Widget.safeParse({ ...widget, url: 'javascript:alert(1)' }).success).toBe(false);
  });

  it('lists widgets under `widgets`', () => {
    expect(WidgetList.safeParse({ widgets: [widget] }).success).toBe(true);
    expect(WidgetList.safeParse([widget]).success).toBe(false);
  });
});

describe('gallery and widget bodies', () => {
  it('creates a gallery entry from a product code, channel, title and categories', () => {
    const body = { productCode: 'PB-1', channel: 'C', title: 'T', categoryNames: ['Travel'] };
    expect(CreateGalleryEntryBody.parse(body)).toEqual(body);
    expect(CreateGalleryEntryBody.safeParse({ ...body, productCode: '' }).success).toBe(false);
  });

  it('updates a gallery entry with a title and categories only', () => {
    expect(UpdateGalleryEntryBody.parse({ title: 'T', categoryNames: [], channel: 'x' })).toEqual({
      title: 'T',
      categoryNames: [],
    });
    expect(UpdateGalleryEntryBody.safeParse({ categoryNames: [] }).success).toBe(false);
  });

  it('saves a widget with its channel, title and categories', () => {
    expect(SaveWidgetBody.safeParse({ channel: 'C', title: 'T', categoryNames: ['A'] }).success).toBe(true);
    expect(SaveWidgetBody.safeParse({ title: 'T', categoryNames: ['A'] }).success).toBe(false);
  });
});

describe('categories and blocked orders', () => {
  it('lists categories with id and name', () => {
    expect(WidgetCategoryList.safeParse({ categories: [{ id: 'c1', name: 'Travel' }] }).success).toBe(true);
    expect(WidgetCategoryList.safeParse({ categories: [{ id: 'c1' }] }).success).toBe(false);
  });

  it('says per book whether it is blocked', () => {
    expect(BlockedOrder.safeParse({ productCode: 'PB-1', blocked: true }).success).toBe(true);
    expect(BlockedOrder.safeParse({ productCode: 'PB-1', blocked: 'no' }).success).toBe(false);
  });
});

describe('widget share form', () => {
  const share = { vendorId: 'v1', fromName: 'Ann', personalMessage: '', toEmailAddress: 'bob@example.test' };

  it('accepts a share with an empty personal message', () => {
    expect(WidgetShare.safeParse(share).success).toBe(true);
  });

  it('rejects an invalid recipient, an empty sender name and an overlong message', () => {
    expect(WidgetShare.safeParse({ ...share, toEmailAddress: 'bob' }).success).toBe(false);
    expect(WidgetShare.safeParse({ ...share, fromName: '' }).success).toBe(false);
    const personalMessage = 'x'.repeat(WIDGET_SHARE_MESSAGE_MAX_LENGTH + 1);
    expect(WidgetShare.safeParse({ ...share, personalMessage }).success).toBe(false);
  });
});
