import type { MessageCatalogue } from '../../lib/messages';

/** Guest-code answers (issue 22); `{min}` is filled in with the minimum items value. */
export const referralMessages = {
  guest_code_added: { hu: 'A vendégkódot hozzáadtuk a kosárhoz.', en: 'The guest code was added to your cart.' },
  guest_code_removed: {
    hu: 'A vendégkódot eltávolítottuk a kosárból.',
    en: 'The guest code was removed from your cart.',
  },
  guest_code_already_on_cart: {
    hu: 'Ez a vendégkód már a kosárban van.',
    en: 'This guest code is already in your cart.',
  },
  guest_code_own: {
    hu: 'A saját vendégkódját nem használhatja: azt vendégeinek adhatja tovább.',
    en: 'You cannot use your own guest code: it is for your clients.',
  },
  guest_code_not_new_customer: {
    hu: 'Vendégkódot új vásárlóink használhatnak, egyszer: ezzel az e-mail-címmel már nem vehető igénybe.',
    en: 'Guest codes are for new customers, once: this e-mail address cannot use one any more.',
  },
  guest_code_below_minimum: {
    hu: 'A vendégkód {min} kosárértéktől használható.',
    en: 'The guest code needs a cart value of at least {min}.',
  },
} as const satisfies MessageCatalogue;
