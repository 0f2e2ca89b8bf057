// Mantine CSS per component (the whole styles.css would take the home route's CSS budget alone).
// Components used only by one page import their CSS in that page's module.
// Alert, List and Switch are here for the business page's booking flow, which loads after that
// page's first paint: its own stylesheets, arriving then, each made the browser restyle and lay out
// the whole page (a long task on a phone). Sign-in, near-me and the owner's pages use them too.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/notifications/styles.css';
import './app.css';
import './tap-targets.css';
