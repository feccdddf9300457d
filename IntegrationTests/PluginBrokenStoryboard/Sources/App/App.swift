/// Never compiled with routes: the plugin stops the build at the storyboard first.
public enum App {}
