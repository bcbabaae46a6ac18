/** Sends the browser to an address with a form POST; what the form carries is in no address. */
export type PostForm = (request: FormRequest) => void;

export interface FormRequest {
  readonly action: string;
  readonly fields: readonly (readonly [name: string, value: string])[];
}

/**
 * A request built as an address with a query (as oidc-client-ts builds its sign-out request), as a
 * form instead: the query's parameters become the fields, posted to the address without them.
 */
export function formRequestOf(url: string): FormRequest {
  const address = new URL(url);
  const fields = [...address.searchParams];
  address.search = '';
  return { action: address.href, fields };
}

/**
 * Builds a hidden form outside every element and submits it from the portal's own script, which
 * the pages' policy allows (no inline script), to an origin its `form-action` names.
 */
export const postForm: PostForm = ({ action, fields }) => {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.hidden = true;
  for (const [name, value] of fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
};
