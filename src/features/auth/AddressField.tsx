import { useLingui } from '@lingui/react/macro';
import { Field } from './Field';
import { MethodSwitch } from './MethodSwitch';
import { PhoneField } from './PhoneField';
import type { AddressChannel, AddressState } from './use-address';

interface AddressFieldProps {
  /** What the switch is for, e.g. "Log in with" (read by screen readers). */
  label: string;
  address: AddressState;
  /** Besides switching: what else a change of channel resets (a code already sent, say). */
  onChannel?: (channel: AddressChannel) => void;
  errors: Record<string, readonly string[] | undefined>;
}

/** An e-mail or a phone number (with its country's mask), chosen by a switch: login, registration, restore. */
export function AddressField({ label, address, onChannel, errors }: AddressFieldProps) {
  const { t } = useLingui();
  return (
    <>
      <MethodSwitch
        label={label}
        value={address.channel}
        options={[
          { value: 'email', label: t`E-mail` },
          { value: 'phone', label: t`Phone` },
        ]}
        onChange={(channel) => {
          address.setChannel(channel);
          onChannel?.(channel);
        }}
      />
      {address.channel === 'email' ? (
        <Field
          label={t`E-mail`}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={address.email}
          onChange={(event) => address.setEmail(event.target.value)}
          errors={errors.email}
        />
      ) : (
        <PhoneField
          country={address.country}
          onCountry={address.setCountry}
          value={address.phone}
          onChange={address.setPhone}
          errors={errors.phone}
        />
      )}
    </>
  );
}
