import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { GROUP_DESCRIPTION_MAX, GROUP_NAME_MAX } from '@takeline/contract';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useCreateGroup } from '../api/groups';

/** Name and an optional description; the server checks both again. */
export function CreateGroupForm() {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const create = useCreateGroup();
  const navigate = useNavigate();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') {
      setNameError('Give the group a name.');
      return;
    }
    setNameError(null);
    create.mutate({ name, description }, { onSuccess: (group) => navigate(paths.group(group.id)) });
  }

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Create a group">
      <TextField
        id="group-name"
        label="Group name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
        error={nameError !== null}
        helperText={nameError ?? `Up to ${GROUP_NAME_MAX} characters.`}
        slotProps={{ htmlInput: { maxLength: GROUP_NAME_MAX } }}
      />
      <TextField
        id="group-description"
        label="Description (optional)"
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: GROUP_DESCRIPTION_MAX } }}
      />
      {create.isError && (
        <Alert severity="error">{errorMessage(create.error, 'Could not create the group.')}</Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        disabled={create.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {create.isPending ? 'Creating...' : 'Create group'}
      </Button>
    </Stack>
  );
}
