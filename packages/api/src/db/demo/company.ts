/** The fictional operator of both demo sites, named once for every demo text. */
export const company = {
  name: 'Vagheggi Hungary Kft.',
  address: '1052 Budapest, Váci utca 12.',
  addressEn: 'Váci utca 12, 1052 Budapest, Hungary',
  registry: '01-09-123456',
  taxNumber: '12345678-2-41',
  email: 'info@vagheggi.example',
  academyEmail: 'akademia@vagheggi.example',
  phone: '+36 1 234 5678',
  bank: 'OTP Bank, 11711041-20123456-00000000',
} as const;
