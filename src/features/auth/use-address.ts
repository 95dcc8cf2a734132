import type { CountryCode } from 'libphonenumber-js/min';
import { useState } from 'react';
import { useLocale } from '../layout/use-locale';
import { toE164 } from './phone';

export type AddressChannel = 'email' | 'phone';

/**
 * The e-mail or phone number a form is about (login, registration, restore): the channel, both inputs, the phone's
 * country (Kazakhstan for the Kazakh site, else Russia), and `value`, what the API takes (the phone in E.164).
 */
export function useAddress() {
  const locale = useLocale();
  const [channel, setChannel] = useState<AddressChannel>('email');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [country, setCountry] = useState<CountryCode>(locale === 'kz' ? 'KZ' : 'RU');
  const phoneE164 = toE164(phone, country) ?? phone;
  return {
    channel,
    setChannel,
    email,
    setEmail,
    phone,
    setPhone,
    country,
    setCountry,
    phoneE164,
    value: channel === 'email' ? email.trim() : phoneE164,
  };
}

export type AddressState = ReturnType<typeof useAddress>;
