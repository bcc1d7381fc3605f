import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BIO_MAX_LENGTH, type ProfilePatchBody } from '@takeline/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

export type SaveStatus = { kind: 'success' | 'error'; text: string } | null;

interface ProfileSettingsFormProps {
  initialBio: string;
  initialPublic: boolean;
  saving: boolean;
  status: SaveStatus;
  onSave: (body: ProfilePatchBody) => void;
  onDismissStatus: () => void;
}

/**
 * docs/screens.md#profile-settings: bio (4 rows), "Make Profile Public", Save Changes and Back
 * To Profile, with the status message below the buttons. Escape closes it.
 */
export function ProfileSettingsForm({
  initialBio,
  initialPublic,
  saving,
  status,
  onSave,
  onDismissStatus,
}: ProfileSettingsFormProps) {
  const [bio, setBio] = useState(initialBio);
  const [isPublic, setIsPublic] = useState(initialPublic);

  useEffect(() => {
    if (!status) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismissStatus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [status, onDismissStatus]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSave({ bio, public_profile: isPublic ? 1 : 0 });
  }

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate sx={{ maxWidth: 640 }}>
      <TextField
        id="profile-bio"
        label="Bio"
        multiline
        rows={4}
        value={bio}
        onChange={(event) => setBio(event.target.value)}
        helperText={`${bio.length} / ${BIO_MAX_LENGTH} characters`}
      />
      <FormControlLabel
        control={
          <Checkbox checked={isPublic} onChange={(event) => setIsPublic(event.target.checked)} />
        }
        label="Make Profile Public"
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
        <Button component={RouterLink} to={paths.profile} variant="outlined">
          Back To Profile
        </Button>
      </Stack>
      {status && (
        <Alert
          severity={status.kind}
          onClose={onDismissStatus}
          icon={status.kind === 'error' ? false : undefined}
        >
          {status.text}
        </Alert>
      )}
    </Stack>
  );
}
