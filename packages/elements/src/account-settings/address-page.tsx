import { createAddress, updateAddress } from '@portal/api/clients/addresses';
import type { Address, PostalAddress } from '@portal/api/schemas/address';
import { type ReactElement, useId, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useEndpoint, useToast } from '../runtime/context.tsx';
import { useElementNavigate } from '../runtime/element-router.tsx';
import { useFormController } from '../runtime/form-controller.ts';
import { readStateOf } from '../runtime/read-state.ts';
import { FormStatus } from '../ui/form-status.tsx';
import { ADDRESS_FORM_FIELDS, AddressForm } from '../ui/parts/address-form.tsx';
import { ReadView } from '../ui/read-view.tsx';
import { useAddresses } from './api/addresses.ts';
import { SettingsCardSkeleton } from './settings-frame.tsx';
import type { SettingsPaths } from './settings-paths.ts';

interface AddressPageProps {
  readonly accountId: string;
  readonly paths: SettingsPaths;
  /** The address to change; absent to add one. */
  readonly addressId?: string;
}

/**
 * Adding an address (/settings/new-address) or changing one (/settings/address/{id}), consumer and
 * B2B alike: the address form, with 'default address'; saved, it goes back to all addresses.
 */
export function AddressPage({ accountId, paths, addressId }: AddressPageProps): ReactElement {
  const { t } = useTranslation();
  const addresses = useAddresses(accountId);
  if (addressId === undefined) return <AddressEditor accountId={accountId} paths={paths} address={null} />;
  return (
    <ReadView
      read={readStateOf(addresses)}
      failure={t('settings.addresses.failed')}
      card="settings-card"
      skeleton={<SettingsCardSkeleton lines={1} />}
    >
      {(list) => {
        const address = list.addresses.find((candidate) => candidate.id === addressId);
        if (address === undefined) {
          return (
            <div className="card settings-card" role="status">
              <p>{t('settings.addresses.notFound')}</p>
            </div>
          );
        }
        return <AddressEditor accountId={accountId} paths={paths} address={address} />;
      }}
    </ReadView>
  );
}

function AddressEditor({
  accountId,
  paths,
  address,
}: {
  readonly accountId: string;
  readonly paths: SettingsPaths;
  readonly address: Address | null;
}): ReactElement {
  const { t } = useTranslation();
  const endpoint = useEndpoint('customer');
  const showToast = useToast();
  const navigate = useElementNavigate();
  const addresses = useAddresses(accountId);
  const defaultId = useId();
  const first = addresses.data !== undefined && addresses.data.addresses.length === 0;
  const [isDefault, setIsDefault] = useState(address?.isDefault ?? first);
  const save = useFormController({
    fields: ADDRESS_FORM_FIELDS,
    send: (postal: PostalAddress) => {
      const input = { ...postal, isDefault };
      return address === null ? createAddress(endpoint, input) : updateAddress(endpoint, address.id, input);
    },
    action: address === null ? 'CREATE_ADDRESS_FAILED' : 'UPDATE_ADDRESS_FAILED',
    // Saved, the way back to all addresses, which show it.
    onSaved: async () => {
      await addresses.mutate();
      showToast(t('settings.addresses.saved'));
      navigate(paths.addresses);
    },
  });

  return (
    <div className="card settings-card">
      <AddressForm
        initial={address}
        legend={address === null ? t('settings.addresses.newLegend') : t('settings.addresses.changeLegend')}
        submitLabel={save.busy ? t('orders.addressChange.saving') : t('orders.addressChange.save')}
        busy={save.busy}
        serviceErrors={save.fieldErrors}
        failure={<FormStatus step={save.step} failed={t('userMessage.unableToSaveChanges')} />}
        extraFields={
          <div className="field field-checkbox">
            <input
              id={defaultId}
              type="checkbox"
              checked={isDefault}
              disabled={save.busy}
              onChange={(event) => setIsDefault(event.currentTarget.checked)}
            />
            <label htmlFor={defaultId}>{t('settings.addresses.useAsDefault')}</label>
          </div>
        }
        onSubmit={save.submit}
        onCancel={() => navigate(paths.addresses)}
      />
    </div>
  );
}
