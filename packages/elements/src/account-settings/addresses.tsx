import { deleteAddress } from '@portal/api/clients/addresses';
import type { Address } from '@portal/api/schemas/address';
import { type ReactElement, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useEndpoint, useReportFailure, useToast } from '../runtime/context.tsx';
import { readStateOf } from '../runtime/read-state.ts';
import { ConfirmModal } from '../ui/confirm-modal.tsx';
import { AddressLines } from '../ui/parts/address-lines.tsx';
import { ReadView } from '../ui/read-view.tsx';
import { RouteLink } from '../ui/route-link.tsx';
import { useAddresses } from './api/addresses.ts';
import { SettingsCardSkeleton } from './settings-frame.tsx';
import type { SettingsPaths } from './settings-paths.ts';

/** What the settings' views of the addresses are given: whose addresses, and the settings' paths. */
export interface AddressesProps {
  readonly accountId: string;
  readonly paths: SettingsPaths;
}

/**
 * All of the customer's addresses (/settings/addresses/all), the default one first and marked: each
 * can be changed or, once confirmed, deleted; a new one added.
 */
export function AddressList({ accountId, paths }: AddressesProps): ReactElement {
  const { t } = useTranslation();
  const addresses = useAddresses(accountId);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const body = (
    <ReadView
      read={readStateOf(addresses, (list) => list.addresses.length === 0)}
      failure={t('settings.addresses.failed')}
      card="settings-card"
      skeleton={<SettingsCardSkeleton />}
      empty={{ icon: 'home', message: t('settings.addresses.none') }}
    >
      {(list) => (
        <ul className="address-cards">
          {list.addresses.map((address) => (
            <li key={address.id} className="card settings-card address-card">
              {address.isDefault ? <span className="badge">{t('settings.addresses.default')}</span> : null}
              <AddressLines address={address} />
              <div className="card-links">
                <RouteLink
                  to={paths.changeAddress(address.id)}
                  className="button button-secondary"
                  aria-label={t('settings.addresses.changeOne', {
                    street: `${address.street} ${address.houseNumber}`,
                  })}
                >
                  {t('settings.addresses.change')}
                </RouteLink>
                <button
                  type="button"
                  className="button button-text"
                  aria-label={t('settings.addresses.deleteOne', {
                    street: `${address.street} ${address.houseNumber}`,
                  })}
                  onClick={() => setDeleting(address)}
                >
                  {t('settings.addresses.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </ReadView>
  );
  return (
    <>
      <div className="card-links">
        <RouteLink to={paths.newAddress} className="button button-primary">
          {t('settings.addresses.add')}
        </RouteLink>
      </div>
      {body}
      {deleting === null ? null : (
        <DeleteAddress accountId={accountId} address={deleting} onClose={() => setDeleting(null)} />
      )}
    </>
  );
}

/** Confirms and deletes one address; a failure says so in the open modal, which stays for a retry. */
function DeleteAddress({
  accountId,
  address,
  onClose,
}: {
  readonly accountId: string;
  readonly address: Address;
  readonly onClose: () => void;
}): ReactElement {
  const { t } = useTranslation();
  const endpoint = useEndpoint('customer');
  const reportFailure = useReportFailure();
  const showToast = useToast();
  const addresses = useAddresses(accountId);
  const remove = async () => {
    try {
      await deleteAddress(endpoint, address.id);
    } catch (error) {
      reportFailure('DELETE_ADDRESS_FAILED', error);
      throw error;
    }
    await addresses.mutate();
    showToast(t('settings.addresses.deleted'));
    onClose();
  };
  return (
    <ConfirmModal
      title={t('settings.addresses.deleteTitle')}
      confirmLabel={t('settings.addresses.delete')}
      onConfirm={remove}
      onClose={onClose}
      failure={t('settings.addresses.deleteFailed')}
    >
      <AddressLines address={address} />
    </ConfirmModal>
  );
}
