import { currentLanguage, setLanguage } from '@fcs/runtime/i18n';
import { isLanguage, type Language } from '@fcs/shared/model/languages';
import { api } from '../../api/api-client';

/** Keeps the language with the signed-in person's profile (PUT /profile/language). */
export async function saveLanguage(language: Language): Promise<void> {
  await (await api()).updateLanguage({ language });
}

/**
 * On sign-in: the language kept with the profile wins (it follows the person from another browser);
 * a person who never chose one keeps what this browser shows, saved to their profile when it is not
 * the default. A failure leaves the page as it is: the language is a preference, not a gate.
 */
export async function adoptProfileLanguage(): Promise<void> {
  try {
    const me = await (await api()).getMe();
    if (isLanguage(me.language)) {
      if (me.language !== currentLanguage()) await setLanguage(me.language);
    } else if (currentLanguage() !== 'en') {
      await saveLanguage(currentLanguage());
    }
  } catch (e) {
    console.warn('The language of the profile could not be read or saved', e);
  }
}
