import { notify } from '../../../../components/notify';
import { isStorageFullError, storageAwareMessage } from '../../../../data/storageErrors';
import { productMessages } from '../model';

/** A product write failed: say why; a full device (e.g. the backend's 507) has its own message. */
export function notifySaveFailed(error: unknown) {
  notify({
    color: 'red',
    message: storageAwareMessage(error, productMessages.saveFailed),
    // Storage full stays until dismissed: the user has to act on it.
    autoClose: isStorageFullError(error) ? false : undefined,
  });
}
