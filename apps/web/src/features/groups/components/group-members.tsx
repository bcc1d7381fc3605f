import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GroupDetail } from '@takeline/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useLeaveGroup, useRemoveMember, useRotateInvite } from '../api/groups';
import { inviteUrl } from '../model/crowd-shares';

/** The owner's invite link, to copy, and a way to make a new one (old links stop working). */
export function InviteLink({ group }: { group: GroupDetail }) {
  const rotate = useRotateInvite();
  const [copied, setCopied] = useState(false);
  if (!group.invite_code) return null;
  const url = inviteUrl(window.location.origin, group.invite_code);
  return (
    <Stack spacing={1.5}>
      <TextField
        id="group-invite-link"
        label="Invite link"
        value={url}
        size="small"
        slotProps={{ htmlInput: { readOnly: true } }}
        onFocus={(event) => event.target.select()}
      />
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          onClick={() =>
            void navigator.clipboard?.writeText(url).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? 'Copied' : 'Copy link'}
        </Button>
        <Button
          variant="outlined"
          disabled={rotate.isPending}
          onClick={() => rotate.mutate(group.id, { onSuccess: () => setCopied(false) })}
        >
          New link
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        A new link stops the old one from working; members stay.
      </Typography>
      {rotate.isError && (
        <Alert severity="error">{errorMessage(rotate.error, 'Could not make a new link.')}</Alert>
      )}
    </Stack>
  );
}

/** Members by joining date; the owner removes, everyone else may leave. */
export function GroupMembers({
  group,
  currentUserId,
}: {
  group: GroupDetail;
  currentUserId: number | null;
}) {
  const remove = useRemoveMember();
  const leave = useLeaveGroup();
  const navigate = useNavigate();
  const failure = remove.error ?? leave.error;
  return (
    <Stack spacing={1.5}>
      <List aria-label="Members" disablePadding>
        {group.members.map((member) => (
          <ListItem
            key={member.user_id}
            divider
            disableGutters
            secondaryAction={
              group.is_owner && !member.is_owner ? (
                <Button
                  size="small"
                  color="error"
                  disabled={remove.isPending}
                  aria-label={`Remove ${member.username}`}
                  onClick={() => remove.mutate({ groupId: group.id, userId: member.user_id })}
                >
                  Remove
                </Button>
              ) : undefined
            }
          >
            <Typography>
              {member.username}
              {member.user_id === currentUserId ? ' (you)' : ''}
              {member.is_owner ? ' · owner' : ''}
              <Typography component="span" variant="body2" color="text.secondary">
                {' '}
                · joined {formatDate(member.joined_at)}
              </Typography>
            </Typography>
          </ListItem>
        ))}
      </List>
      {failure && <Alert severity="error">{errorMessage(failure, 'That did not work.')}</Alert>}
      {!group.is_owner && (
        <Button
          variant="outlined"
          color="error"
          sx={{ alignSelf: 'flex-start' }}
          disabled={leave.isPending}
          onClick={() => leave.mutate(group.id, { onSuccess: () => navigate(paths.groups) })}
        >
          Leave group
        </Button>
      )}
    </Stack>
  );
}
