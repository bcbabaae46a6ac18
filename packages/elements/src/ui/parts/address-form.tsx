import { UserMessage, type UserMessageKey } from '@portal/api/errors';
import { type AddressField, validateAddress } from '@portal/api/rules/address-validation';
import { SITE_COUNTRIES } from '@portal/api/rules/brand';
import type { PostalAddress } from '@portal/api/schemas/address';
import { TEXT_LIMITS } from '@portal/api/schemas/common';
import { type FormEvent, type ReactElement, type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useElement } from '../../runtime/context.tsx';

/** The address form's fields, in the order they show. */
export const ADDRESS_FORM_FIELDS = [
  'firstName',
  'lastName',
  'companyName',
  'street',
  'houseNumber',
  'houseNumberAddition',
  'postalCode',
  'city',
  'countryCode',
  'phoneNumber',
] as const;
const FIELDS = ADDRESS_FORM_FIELDS;
export type AddressFormField = (typeof FIELDS)[number];

const OPTIONAL: ReadonlySet<AddressFormField> = new Set([
  'companyName',
  'houseNumberAddition',
  'phoneNumber',
]);

const AUTOCOMPLETE: Readonly<Record<AddressFormField, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  companyName: 'organization',
  street: 'address-line1',
  houseNumber: 'address-line2',
  houseNumberAddition: 'address-line3',
  postalCode: 'postal-code',
  city: 'address-level2',
  countryCode: 'country',
  phoneNumber: 'tel',
};

/** The most each text field takes: the contract's limits (see [Note: Every text has a maximum length]). */
const MAX_LENGTH: Readonly<Record<Exclude<AddressFormField, 'countryCode'>, number>> = {
  firstName: TEXT_LIMITS.name,
  lastName: TEXT_LIMITS.name,
  companyName: TEXT_LIMITS.name,
  street: TEXT_LIMITS.line,
  houseNumber: TEXT_LIMITS.code,
  houseNumberAddition: TEXT_LIMITS.code,
  postalCode: TEXT_LIMITS.code,
  city: TEXT_LIMITS.line,
  phoneNumber: TEXT_LIMITS.phone,
};

/** What is typed in each field. */
export type AddressFormValues = Record<AddressFormField, string>;
type Values = AddressFormValues;

/** What ties a control to its label and its message. */
interface FieldA11y {
  readonly id: string;
  readonly 'aria-invalid': boolean;
  readonly 'aria-describedby': string | undefined;
}

/** Field -> the message shown under it: a catalogue key's text, ready to show. */
export type AddressFormErrors = Partial<Record<AddressFormField, string>>;

interface AddressFormProps {
  /** The address to start from (changing one), or null for a new one in the site's country. */
  readonly initial: PostalAddress | null;
  readonly legend: string;
  readonly submitLabel: string;
  /** True while the address is being sent: the fields stay as typed and cannot be changed. */
  readonly busy: boolean;
  /** Errors the service found in a sent address, by field (its messages, the spec's English). */
  readonly serviceErrors?: Readonly<Record<string, string>> | undefined;
  /** Shown above the buttons: why the last attempt failed. */
  readonly failure?: ReactNode;
  /** More controls at the end of the fieldset, owned by the page (a 'default address' checkbox). */
  readonly extraFields?: ReactNode;
  readonly onSubmit: (address: PostalAddress) => void;
  readonly onCancel: () => void;
}

/**
 * A postal address form, checked as the services check it: every required field filled, then the
 * country's rules for street, house number, postal code and phone number (account-portal §5, the
 * contract's `validateAddress`), each message under its field. Nothing typed is ever lost: a
 * refused or failed attempt keeps the form as it was, focus goes to the first field to correct.
 */
export function AddressForm({
  initial,
  legend,
  submitLabel,
  busy,
  serviceErrors,
  failure,
  extraFields,
  onSubmit,
  onCancel,
}: AddressFormProps): ReactElement {
  const { t } = useTranslation();
  const { platform, locale } = useElement();
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(() => initialValues(initial, platform.site?.site.country));
  const [checked, setChecked] = useState<AddressFormErrors>({});
  const countries = useMemo(() => countryOptions(locale, values.countryCode), [locale, values.countryCode]);

  const fromService = useMemo(() => translateServiceErrors(serviceErrors, t), [serviceErrors, t]);
  const errors: AddressFormErrors = { ...fromService, ...checked };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = checkAddress(values, t);
    setChecked(found);
    const first = FIELDS.find((field) => found[field] !== undefined);
    if (first !== undefined) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onSubmit(toAddress(values));
  };

  const field = (name: AddressFormField, input: (a11y: FieldA11y) => ReactElement) => {
    const error = errors[name];
    const errorId = `${formId}-${name}-error`;
    return (
      <div className={`field field-${name}`} key={name}>
        <label htmlFor={`${formId}-${name}`}>
          {t(`address.${name}`)}
          {OPTIONAL.has(name) ? <span className="field-optional"> {t('address.optional')}</span> : null}
        </label>
        {input({
          id: `${formId}-${name}`,
          'aria-invalid': error !== undefined,
          'aria-describedby': error === undefined ? undefined : errorId,
        })}
        {error === undefined ? null : (
          <p id={errorId} className="field-error">
            {error}
          </p>
        )}
      </div>
    );
  };

  const text = (name: Exclude<AddressFormField, 'countryCode'>) =>
    field(name, (a11y) => (
      <input
        {...a11y}
        name={name}
        maxLength={MAX_LENGTH[name]}
        type={name === 'phoneNumber' ? 'tel' : 'text'}
        autoComplete={AUTOCOMPLETE[name]}
        value={values[name]}
        readOnly={busy}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setValues((before) => ({ ...before, [name]: value }));
        }}
      />
    ));

  return (
    <form ref={form} className="address-form" noValidate onSubmit={submit} aria-busy={busy}>
      <fieldset>
        <legend>{legend}</legend>
        <div className="field-row">
          {text('firstName')}
          {text('lastName')}
        </div>
        {text('companyName')}
        <div className="field-row field-row-street">
          {text('street')}
          {text('houseNumber')}
          {text('houseNumberAddition')}
        </div>
        <div className="field-row">
          {text('postalCode')}
          {text('city')}
        </div>
        {field('countryCode', (a11y) => (
          <select
            {...a11y}
            name="countryCode"
            autoComplete={AUTOCOMPLETE.countryCode}
            value={values.countryCode}
            disabled={busy}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setValues((before) => ({ ...before, countryCode: value }));
            }}
          >
            {countries.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        ))}
        {text('phoneNumber')}
        {extraFields}
      </fieldset>
      {failure}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {submitLabel}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
          {t('address.cancel')}
        </button>
      </div>
    </form>
  );
}

function initialValues(address: PostalAddress | null, siteCountry: string | undefined): Values {
  return {
    firstName: address?.firstName ?? '',
    lastName: address?.lastName ?? '',
    companyName: address?.companyName ?? '',
    street: address?.street ?? '',
    houseNumber: address?.houseNumber ?? '',
    houseNumberAddition: address?.houseNumberAddition ?? '',
    postalCode: address?.postalCode ?? '',
    city: address?.city ?? '',
    countryCode: address?.countryCode ?? siteCountry ?? SITE_COUNTRIES[0],
    phoneNumber: address?.phoneNumber ?? '',
  };
}

/** The form's values as an address: trimmed, optional fields left out when blank. */
function toAddress(values: Values): PostalAddress {
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    companyName: optional(values.companyName),
    street: values.street.trim(),
    houseNumber: values.houseNumber.trim(),
    houseNumberAddition: optional(values.houseNumberAddition),
    postalCode: values.postalCode.trim(),
    city: values.city.trim(),
    countryCode: values.countryCode,
    phoneNumber: optional(values.phoneNumber),
  };
}

type Translate = (key: string) => string;

/** What is wrong with the typed address: required fields first, then the country's rules. */
export function checkAddress(values: Values, t: Translate): AddressFormErrors {
  const errors: AddressFormErrors = {};
  for (const name of FIELDS) {
    if (!OPTIONAL.has(name) && values[name].trim() === '') errors[name] = t('address.required');
  }
  const address = toAddress(values);
  const rule = validateAddress(address);
  for (const [name, message] of Object.entries(rule) as [AddressField, string][]) {
    errors[name] ??= translateMessage(message, t);
  }
  return errors;
}

const USER_MESSAGE_KEYS = new Map(
  Object.entries(UserMessage).map(([key, message]) => [message as string, key as UserMessageKey]),
);

/** A message of the contract (the spec's English) in the element's language. */
function translateMessage(message: string, t: Translate): string {
  const key = USER_MESSAGE_KEYS.get(message);
  return key === undefined ? t('address.invalid') : t(`userMessage.${key}`);
}

function translateServiceErrors(
  errors: Readonly<Record<string, string>> | undefined,
  t: Translate,
): AddressFormErrors {
  const translated: AddressFormErrors = {};
  for (const [name, message] of Object.entries(errors ?? {})) {
    if ((FIELDS as readonly string[]).includes(name)) {
      translated[name as AddressFormField] = translateMessage(message, t);
    }
  }
  return translated;
}

/** The brands' countries by name in the element's language, and the address's own if it is another. */
function countryOptions(locale: string, current: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const codes: string[] = [...SITE_COUNTRIES];
  if (!codes.includes(current)) codes.push(current);
  return codes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}
