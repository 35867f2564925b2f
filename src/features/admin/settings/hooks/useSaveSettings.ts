import { useMutation } from '@tanstack/react-query';
import { notify } from '../../../../components/notify';
import { saveSettings, type Settings } from '../../../../data/settings';
import { isStorageFullError, storageFullMessage } from '../../../../data/storageErrors';
import { settingsMessages } from '../model';
import { sendSecuritySettings } from '../sendSecuritySettings';

// One notification for the form's outcome: a newer save replaces the older message.
const saveNotificationId = 'admin-settings-save';

function showSaveOutcome(color: 'green' | 'yellow' | 'red', message: string, autoClose = true) {
  notify({ id: saveNotificationId, color, message, autoClose: autoClose ? undefined : false });
}

/** Saves the settings form; `onSaved` gets what was stored (the form's new starting point). */
export function useSaveSettings(onSaved: (saved: Settings) => void) {
  return useMutation({
    mutationFn: (values: Settings) => saveSettings({ ...values, siteName: values.siteName.trim() }),
    onSuccess: async (saved) => {
      onSaved(saved);
      showSaveOutcome('green', settingsMessages.saved);
      // The login limit and sign-up are enforced by the backend, which cannot read these settings.
      if (!(await sendSecuritySettings(saved))) {
        showSaveOutcome('yellow', settingsMessages.loginLimitNotSent);
      }
    },
    onError: (error) => {
      console.error('[settings] could not save', error);
      // The form keeps what was typed; the stored settings are untouched (one transaction).
      const full = isStorageFullError(error);
      showSaveOutcome('red', full ? storageFullMessage : settingsMessages.saveFailed, !full);
    },
  });
}
