import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useProfile } from '@/lib/profile-query';
import { useUpdateProfile } from '../api/update-profile';
import { PROFILE_UPDATED_MESSAGE, profileSaveErrorText } from '../model/save-status';
import { ProfileSettingsForm, type SaveStatus } from './profile-settings-form';

/** /profile/settings: edit your bio and whether others can see your profile. */
export function ProfileSettingsPage() {
  const profile = useProfile();
  const update = useUpdateProfile();
  const [status, setStatus] = useState<SaveStatus>(null);
  const dismiss = useCallback(() => setStatus(null), []);

  return (
    <Stack spacing={2} sx={{ pb: 4 }}>
      <Typography variant="h1">Profile Settings</Typography>
      {profile.isPending ? (
        <Typography role="status">Loading...</Typography>
      ) : profile.isError ? (
        <Alert severity="error">Your profile could not be loaded.</Alert>
      ) : (
        <ProfileSettingsForm
          initialBio={profile.data.bio ?? ''}
          initialPublic={profile.data.public_profile === 1}
          saving={update.isPending}
          status={status}
          onDismissStatus={dismiss}
          onSave={(body) => {
            setStatus(null);
            update.mutate(body, {
              onSuccess: () => setStatus({ kind: 'success', text: PROFILE_UPDATED_MESSAGE }),
              onError: (error) => setStatus({ kind: 'error', text: profileSaveErrorText(error) }),
            });
          }}
        />
      )}
      <div>
        <Button component={RouterLink} to={paths.accountSecurity} variant="text">
          Password and Sessions
        </Button>
      </div>
    </Stack>
  );
}
