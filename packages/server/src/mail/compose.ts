/** A message's plain-text and HTML bodies, written once from the same parts. */
export interface MailContent {
  readonly greeting: string;
  readonly paragraphs: readonly string[];
  /** The one link the message asks the reader to follow. */
  readonly action?: { readonly label: string; readonly url: string };
  /** Paragraphs after the link: what happens if the reader does nothing, who to ask. */
  readonly after?: readonly string[];
}

export interface ComposedMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

const SIGNATURE = 'Your photo portal team';

/**
 * Both bodies of a message. The link is written out in full in both, so a reader whose mail
 * program shows no HTML or blocks links can still copy it.
 */
export function composeMail(subject: string, content: MailContent): ComposedMail {
  const { greeting, paragraphs, action, after = [] } = content;
  const text = [
    greeting,
    ...paragraphs,
    ...(action ? [`${action.label}:\n${action.url}`] : []),
    ...after,
    SIGNATURE,
  ].join('\n\n');
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="font-family: system-ui, sans-serif; line-height: 1.5; max-width: 36rem; margin: 0 auto; padding: 1rem;">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${
  action
    ? `<p><a href="${escapeHtml(action.url)}" style="display: inline-block; padding: 0.75rem 1rem; background: #1f4fd1; color: #fff; text-decoration: none; border-radius: 0.375rem;">${escapeHtml(action.label)}</a></p>
<p>If the button does not work, copy this address into your browser:<br>${escapeHtml(action.url)}</p>`
    : ''
}
${after.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p>${escapeHtml(SIGNATURE)}</p>
</body>
</html>
`;
  return { subject, text, html };
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
