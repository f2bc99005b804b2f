package org.dclab.codegen;

import org.eclipse.emf.codegen.ecore.genmodel.GenModel;
import org.eclipse.emf.codegen.ecore.genmodel.generator.GenModelGeneratorAdapter;
import org.eclipse.emf.codegen.ecore.genmodel.generator.GenModelGeneratorAdapterFactory;
import org.eclipse.emf.common.notify.Adapter;
import org.eclipse.emf.common.util.Monitor;

/**
 * EMF's generator adapters, except that the bundles' own files are left alone.
 *
 * <p>EMF merges its own headers into MANIFEST.MF and its extensions into plugin.xml on every run, and creates
 * build.properties and plugin.properties. In DC Lab those files are hand-written (friends-only exports, our resource
 * factory, two source folders), so for the model bundle the generator may write Java code only. For the edit bundle
 * it writes Java code, the item icons it finds missing and {@code plugin.properties}, whose keys the item providers
 * read their labels from, so that file follows the model like the code does.
 */
final class ModelCodeOnlyAdapterFactory extends GenModelGeneratorAdapterFactory {

    @Override
    public Adapter createGenModelAdapter() {
        if (genModelGeneratorAdapter == null) {
            genModelGeneratorAdapter = new JavaOnlyGenModelAdapter(this);
        }
        return genModelGeneratorAdapter;
    }

    private static final class JavaOnlyGenModelAdapter extends GenModelGeneratorAdapter {

        JavaOnlyGenModelAdapter(GenModelGeneratorAdapterFactory factory) {
            super(factory);
        }

        @Override
        protected void generateModelPluginProperties(GenModel genModel, Monitor monitor) {
            monitor.worked(1);
        }

        @Override
        protected void generateModelBuildProperties(GenModel genModel, Monitor monitor) {
            monitor.worked(1);
        }

        @Override
        protected void generateModelManifest(GenModel genModel, Monitor monitor) {
            monitor.worked(2);
        }

        @Override
        protected void generateEditBuildProperties(GenModel genModel, Monitor monitor) {
            monitor.worked(1);
        }

        @Override
        protected void generateEditManifest(GenModel genModel, Monitor monitor) {
            monitor.worked(2);
        }
    }
}
