import { createAddress, updateAddress } from '@portal/api/clients/customer';
import { isHttpStatus } from '@portal/api/http';
import type { Address, PostalAddress } from '@portal/api/schemas/customer';
import { type ReactElement, useId, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useEndpoint, useReportFailure, useToast } from '../runtime/context.tsx';
import { useElementNavigate } from '../runtime/element-router.tsx';
import { CardFailure, CardLoading } from '../ui/card-failure.tsx';
import { AddressForm } from '../ui/parts/address-form.tsx';
import { fieldErrorsOf } from '../ui/parts/field-errors.ts';
import { useAddresses } from './api/customer.ts';
import type { SettingsPaths } from './settings-paths.ts';

type SaveState =
  | { readonly step: 'editing'; readonly serviceErrors?: Readonly<Record<string, string>> }
  | { readonly step: 'saving' }
  | { readonly step: 'failed' };

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
  if (addresses.error !== undefined && !addresses.isValidating && addresses.data === undefined) {
    return (
      <div className="card settings-card">
        <CardFailure message={t('settings.addresses.failed')} onRetry={() => void addresses.mutate()} />
      </div>
    );
  }
  if (addresses.data === undefined) {
    return (
      <div className="card settings-card">
        <CardLoading>
          <div className="skeleton skeleton-text" />
        </CardLoading>
      </div>
    );
  }
  const address = addresses.data.addresses.find((candidate) => candidate.id === addressId);
  if (address === undefined) {
    return (
      <div className="card settings-card" role="status">
        <p>{t('settings.addresses.notFound')}</p>
      </div>
    );
  }
  return <AddressEditor accountId={accountId} paths={paths} address={address} />;
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
  const reportFailure = useReportFailure();
  const showToast = useToast();
  const navigate = useElementNavigate();
  const addresses = useAddresses(accountId);
  const defaultId = useId();
  const first = addresses.data !== undefined && addresses.data.addresses.length === 0;
  const [isDefault, setIsDefault] = useState(address?.isDefault ?? first);
  const [state, setState] = useState<SaveState>({ step: 'editing' });

  const save = (postal: PostalAddress) => {
    setState({ step: 'saving' });
    const input = { ...postal, isDefault };
    const saved =
      address === null ? createAddress(endpoint, input) : updateAddress(endpoint, address.id, input);
    saved.then(
      async () => {
        await addresses.mutate();
        showToast(t('settings.addresses.saved'));
        navigate(paths.addresses);
      },
      (error: unknown) => {
        const fieldErrors = isHttpStatus(error, 400) ? fieldErrorsOf(error) : null;
        if (fieldErrors !== null) {
          setState({ step: 'editing', serviceErrors: fieldErrors });
          return;
        }
        reportFailure(address === null ? 'CREATE_ADDRESS_FAILED' : 'UPDATE_ADDRESS_FAILED', error);
        setState({ step: 'failed' });
      },
    );
  };

  return (
    <div className="card settings-card">
      <AddressForm
        initial={address}
        legend={address === null ? t('settings.addresses.newLegend') : t('settings.addresses.changeLegend')}
        submitLabel={
          state.step === 'saving' ? t('orders.addressChange.saving') : t('orders.addressChange.save')
        }
        busy={state.step === 'saving'}
        serviceErrors={state.step === 'editing' ? state.serviceErrors : undefined}
        failure={
          state.step === 'failed' ? (
            <p className="inline-failure" role="alert">
              {t('userMessage.unableToSaveChanges')}
            </p>
          ) : null
        }
        extraFields={
          <div className="field field-checkbox">
            <input
              id={defaultId}
              type="checkbox"
              checked={isDefault}
              disabled={state.step === 'saving'}
              onChange={(event) => setIsDefault(event.currentTarget.checked)}
            />
            <label htmlFor={defaultId}>{t('settings.addresses.useAsDefault')}</label>
          </div>
        }
        onSubmit={save}
        onCancel={() => navigate(paths.addresses)}
      />
    </div>
  );
}
