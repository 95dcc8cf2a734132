import { useLingui } from '@lingui/react/macro';
import type { CountryCode } from 'libphonenumber-js/min';
import { Field } from './Field';
import { MethodSwitch } from './MethodSwitch';
import { PhoneField } from './PhoneField';

export type AddressChannel = 'email' | 'phone';

interface AddressFieldProps {
  /** What the switch is for, e.g. "Log in with" (read by screen readers). */
  label: string;
  channel: AddressChannel;
  onChannel: (channel: AddressChannel) => void;
  email: string;
  onEmail: (email: string) => void;
  phone: string;
  onPhone: (phone: string) => void;
  country: CountryCode;
  onCountry: (country: CountryCode) => void;
  errors: Record<string, readonly string[] | undefined>;
}

/** An e-mail or a phone number (with its country's mask), chosen by a switch: login, registration, restore. */
export function AddressField(props: AddressFieldProps) {
  const { t } = useLingui();
  return (
    <>
      <MethodSwitch
        label={props.label}
        value={props.channel}
        options={[
          { value: 'email', label: t`E-mail` },
          { value: 'phone', label: t`Phone` },
        ]}
        onChange={props.onChannel}
      />
      {props.channel === 'email' ? (
        <Field
          label={t`E-mail`}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={props.email}
          onChange={(event) => props.onEmail(event.target.value)}
          errors={props.errors.email}
        />
      ) : (
        <PhoneField
          country={props.country}
          onCountry={props.onCountry}
          value={props.phone}
          onChange={props.onPhone}
          errors={props.errors.phone}
        />
      )}
    </>
  );
}
