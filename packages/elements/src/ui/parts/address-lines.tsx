import type { PostalAddress } from '@portal/api/schemas/address';
import type { ReactElement } from 'react';
import { useElement } from '../../runtime/context.tsx';

/** A postal address as it is written on a parcel, the country by name in the element's language. */
export function AddressLines({ address }: { readonly address: PostalAddress }): ReactElement {
  const { locale } = useElement();
  const country =
    new Intl.DisplayNames([locale], { type: 'region' }).of(address.countryCode) ?? address.countryCode;
  const house = [address.houseNumber, address.houseNumberAddition].filter(Boolean).join(' ');
  return (
    <address className="address">
      <span>{`${address.firstName} ${address.lastName}`}</span>
      {address.companyName ? <span>{address.companyName}</span> : null}
      <span>{`${address.street} ${house}`}</span>
      <span>{`${address.postalCode} ${address.city}`}</span>
      <span>{country}</span>
    </address>
  );
}
