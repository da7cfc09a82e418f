// The upload panel lives in client/components/recordings, shared with the week pack's source step.
export { Bar, RecordingUploadPanel } from "../../components/recordings/recording-upload-panel";
