import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { Participant } from '@takeline/contract';
import { Link as RouterLink } from 'react-router';
import { DemoMark } from '@/components/demo-mark';
import { paths } from '@/config/paths';

interface ParticipantsListProps {
  participants: readonly Participant[];
  currentUserId: number | null;
}

/**
 * docs/screens.md#participants: you link to your own profile, marked "(you)"; public
 * profiles link to theirs; private ones show only the name.
 */
export function ParticipantsList({ participants, currentUserId }: ParticipantsListProps) {
  if (participants.length === 0) {
    return <Typography color="text.secondary">No participants.</Typography>;
  }
  return (
    <List aria-label="Participants" disablePadding>
      {participants.map((participant) => (
        <ListItem key={participant.user_id} divider sx={{ px: 0 }}>
          {participant.user_id === currentUserId ? (
            <Link component={RouterLink} to={paths.profile}>
              {participant.username} (you)
            </Link>
          ) : participant.public_profile === 1 ? (
            <>
              <Link component={RouterLink} to={paths.publicProfile(participant.user_id)}>
                {participant.username}
              </Link>
              <DemoMark isDemo={participant.is_demo} />
            </>
          ) : (
            <Typography component="span">
              {participant.username}{' '}
              <Typography component="span" color="text.secondary">
                (private)
              </Typography>
              <DemoMark isDemo={participant.is_demo} />
            </Typography>
          )}
        </ListItem>
      ))}
    </List>
  );
}
