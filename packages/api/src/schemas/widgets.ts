import * as z from 'zod/mini';
import { email, httpUrl, id, isoDateTime, requiredTextUpTo, TEXT_LIMITS } from './common.ts';

/**
 * Widgets (account-portal §2 'Online photo books / widgets', §3, §7): an online photo book published
 * as a gallery entry, which the customer can share by e-mail.
 *
 * [Note: productCode, not orderCode]
 * The field that names the book was renamed from orderCode to productCode (account-portal §3). Only
 * productCode is read: objects strip unknown keys, so an answer that still sends only orderCode lacks
 * productCode and is rejected as a contract violation instead of silently losing the link to the book.
 * The Widget API's `GET /v1/widget/all` keeps its query key `orderCodes` because the spec spells it so.
 */

const title = requiredTextUpTo(TEXT_LIMITS.name);
/** Category names are the gallery's short labels ('Travel', 'Baby & kids'). */
const categoryName = requiredTextUpTo(50);
/** A widget is listed under a handful of categories at most. */
const categoryNames = z.array(categoryName).check(z.maxLength(20));

export const Widget = z.object({
  widgetId: id,
  /** The online photo book this widget shows. */
  productCode: id,
  /** The sales channel the entry is published in (gallery calls take it as the `channel` query). */
  channel: id,
  title,
  /** Names of the gallery categories the entry is listed under (see `WidgetCategory.name`). */
  categoryNames,
  /** The public page where anyone can view the book. */
  url: httpUrl,
  /** Null until the book's cover has been rendered. */
  thumbnailUrl: z.nullable(httpUrl),
  created: isoDateTime,
  updated: isoDateTime,
});
export type Widget = z.infer<typeof Widget>;

/** The customer's widgets for a set of product codes (`GET /v1/widget/all`). */
export const WidgetList = z.object({ widgets: z.array(Widget) });
export type WidgetList = z.infer<typeof WidgetList>;

/** Body of `POST /v1/galleryentries/`: publishes a book in the gallery. */
export const CreateGalleryEntryBody = z.object({
  productCode: id,
  channel: id,
  title,
  categoryNames,
});
export type CreateGalleryEntryBody = z.infer<typeof CreateGalleryEntryBody>;

/** Body of `PUT /v1/galleryentries/{widgetId}?channel`: what the customer may edit. */
export const UpdateGalleryEntryBody = z.object({
  title,
  categoryNames,
});
export type UpdateGalleryEntryBody = z.infer<typeof UpdateGalleryEntryBody>;

/** Body of `PUT /v1/widget/{code}`: creates or replaces the widget of one book in a channel. */
export const SaveWidgetBody = z.object({
  channel: id,
  title,
  categoryNames,
});
export type SaveWidgetBody = z.infer<typeof SaveWidgetBody>;

export const WidgetCategory = z.object({ id, name: categoryName });
export type WidgetCategory = z.infer<typeof WidgetCategory>;

/** `GET /v1/categories`: the categories a gallery entry can be listed under. */
export const WidgetCategoryList = z.object({ categories: z.array(WidgetCategory) });
export type WidgetCategoryList = z.infer<typeof WidgetCategoryList>;

/**
 * `GET v1/blockedorders/{productCode}`: whether a book may not be published, e.g. because its content
 * was rejected. A blocked book offers no widget.
 */
export const BlockedOrder = z.object({ productCode: id, blocked: z.boolean() });
export type BlockedOrder = z.infer<typeof BlockedOrder>;

export const WIDGET_SHARE_MESSAGE_MAX_LENGTH = 1000;

/**
 * The share form (account-portal §2, §5). The recipient is entered as a plain e-mail address and only
 * encoded as base64 when the request is sent.
 */
export const WidgetShare = z.object({
  /** The vendor (brand) whose mail template the service uses: the merchandise channel's `Vendor.ID`. */
  vendorId: id,
  /**
   * The sender's name as the form has it (the spec's query parameter). The reference server's mail
   * names the customer's account instead ([Note: A share mail names the customer's account]).
   */
  fromName: requiredTextUpTo(TEXT_LIMITS.name),
  /** May be empty. Capped because it travels in the query string, which servers limit to a few KB. */
  personalMessage: z.string().check(z.maxLength(WIDGET_SHARE_MESSAGE_MAX_LENGTH)),
  toEmailAddress: email,
});
export type WidgetShare = z.infer<typeof WidgetShare>;
