// The three list-upload screens of the administration menu, each the generic screen configured for its list.
import { ListUploadScreen } from './ListUploadScreen';

export const ParticipantListUploadScreen = () => <ListUploadScreen list="participant-list" />;
export const LicensedPlantInvestmentsUploadScreen = () => <ListUploadScreen list="licensed-plant-investments" />;
export const YekdemParticipantListUploadScreen = () => <ListUploadScreen list="yekdem-participant-list" />;
