import ObsLab
