import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';

export default function NotFoundRoute() {
  return (
    <Stack spacing={2} sx={{ py: 6, alignItems: 'flex-start' }}>
      <PageTitle title="Page Not Found" />
      <Typography variant="h1">Page Not Found!</Typography>
      <Typography color="text.secondary">There is nothing at this address.</Typography>
      <Button component={RouterLink} to={paths.root} variant="contained">
        Back To Home
      </Button>
    </Stack>
  );
}
