import type { MessageCatalogue } from '../../lib/messages';

/** The back office's answers about the academy's training category tree (issue 21); the rest are the shop tree's. */
export const trainingCategoryAdminMessages = {
  training_category_has_trainings: {
    hu: 'A kategória nem törölhető, amíg képzés tartozik hozzá vagy alá.',
    en: 'The category cannot be deleted while trainings are placed in it or below it.',
  },
  training_category_parent_cycle: {
    hu: 'Kategória nem kerülhet saját maga vagy alkategóriája alá.',
    en: 'A category cannot be moved under itself or one of its children.',
  },
  training_category_too_deep: {
    hu: 'A képzési kategóriák legfeljebb három szint mélyek lehetnek.',
    en: 'Training categories can be at most three levels deep.',
  },
} as const satisfies MessageCatalogue;
