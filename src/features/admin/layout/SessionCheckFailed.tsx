// The back office when its session check failed (a broken backend, the `server-errors` test
// scenario): what failed, Retry, Logout and the way to the site, never a dead end (issue 35,
// point 13).
import { Button, Center } from '@mantine/core';
import { Link } from 'react-router-dom';
import { callFailure } from '../../../api/failure';
import { LoadError } from '../../../components/LoadError';
import { paths } from '../../../config/paths';
import { useAdminLogOut } from './useAdminLogOut';

/** What the admin is told about the failed check. */
export function sessionCheckFailure(error: unknown): string {
  const failure = callFailure(error);
  switch (failure.kind) {
    case 'server':
    case 'refused':
      return `The server answered ${failure.status} when checking your admin session.`;
    case 'network':
      return 'The server could not be reached to check your admin session.';
    case 'unreadable':
      return "The server's answer to the check of your admin session could not be read.";
  }
}

export interface SessionCheckFailedProps {
  token: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

export function SessionCheckFailed({ token, error, onRetry, retrying }: SessionCheckFailedProps) {
  const failure = callFailure(error);
  const said = 'message' in failure && failure.message ? failure.message : null;
  // Signed out here at once; the backend is told too, and a failure there is only logged (the
  // session also expires by itself). The layout then shows the login.
  const logOut = useAdminLogOut();
  const logout = () => logOut(token);
  return (
    <Center mih="100vh" p="md">
      <LoadError
        title="The back office could not open"
        message={
          <>
            {sessionCheckFailure(error)} Try again in a moment.
            {said && (
              <>
                <br />
                The server said: {said}
              </>
            )}
          </>
        }
        headingOrder={1}
        onRetry={onRetry}
        retrying={retrying}
      >
        <Button variant="default" onClick={logout}>
          Logout
        </Button>
        <Button component={Link} to={paths.home} variant="subtle">
          Go to the site
        </Button>
      </LoadError>
    </Center>
  );
}
