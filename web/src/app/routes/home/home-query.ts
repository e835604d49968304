import { graphql } from '../../../gql/index.ts';

// In a module of its own: the first screen's restore (app/first-screen.ts) knows it without the screen's code.
export const HomeQuery = graphql(`
  query Home($codeDossier: String) {
    viewer {
      id
      isCollaborateur
      dossiers {
        id
      }
      selectedDossier(codeDossier: $codeDossier) {
        id
        showsNextAppointment
        showsNextEvent
        ...KeyFiguresCarousel_dossier
        nextAppointment {
          id
          ...NextAppointmentCard_appointment
        }
        nextEvent {
          id
          ...NextEventCard_event
        }
      }
      homeSections {
        id
        ...HomeSectionTiles_section
      }
      notifications {
        id
        ...NotificationsCard_notification
      }
    }
  }
`);
