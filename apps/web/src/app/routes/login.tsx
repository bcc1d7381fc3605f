import Typography from '@mui/material/Typography';

/** Placeholder until this screen's issue lands. */
export default function Route() {
  return <Typography variant="h1">login</Typography>;
}
