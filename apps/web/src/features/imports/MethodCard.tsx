import { Card, CardActionArea, CardContent, Typography } from '@mui/material';

/** One way to add records in the import wizard's first step (a file, by hand, or a partner). */
export function MethodCard(props: {
  title: string;
  text: string;
  selected?: boolean;
  disabled?: boolean;
  onClick?: () => void;
}) {
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        borderColor: props.selected ? 'primary.main' : undefined,
        borderWidth: props.selected ? 2 : 1,
        opacity: props.disabled ? 0.6 : 1,
      }}
    >
      <CardActionArea
        disabled={props.disabled}
        onClick={props.onClick}
        aria-pressed={props.selected ?? false}
        sx={{ height: '100%' }}
      >
        <CardContent>
          <Typography variant="subtitle1" component="h3">
            {props.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {props.text}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
